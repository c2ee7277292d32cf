import type { KeywordDefinition, SchemaValidateFunction } from 'ajv';
import { isEmptyValue } from '../validators/emptiness';
import { validateIdNumber } from '../validators/idNumber';

const validate: SchemaValidateFunction = (_schema: true, value: string): boolean => {
  if (isEmptyValue(value)) return true;
  const { ok, error } = validateIdNumber(value);
  if (ok) return true;
  validate.errors = [{ keyword: 'idNumber', params: { reason: error ?? 'format' } }];
  return false;
};

/** `idNumber: true` checks a mainland resident ID number; `params.reason` is `format`, `area` or `checkbit`. */
export const idNumber: KeywordDefinition = {
  keyword: 'idNumber',
  type: 'string',
  metaSchema: { const: true },
  errors: true,
  validate,
};
