import type { KeywordDefinition, SchemaValidateFunction } from 'ajv';
import { isEmptyValue } from '../validators/emptiness';
import { checkPassword } from '../validators/password';

const validate: SchemaValidateFunction = (_schema: true, value: string): boolean => {
  if (isEmptyValue(value) || checkPassword(value)) return true;
  validate.errors = [{ keyword: 'password', params: {} }];
  return false;
};

/** `password: true` enforces the password policy (8+ characters, upper case, lower case, digit). */
export const password: KeywordDefinition = {
  keyword: 'password',
  type: 'string',
  metaSchema: { const: true },
  errors: true,
  validate,
};
