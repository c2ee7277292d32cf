import type { KeywordDefinition, SchemaValidateFunction } from 'ajv';
import { isEmptyValue } from '../validators/emptiness';
import { ownValue } from './record';

const validate: SchemaValidateFunction = (keys: true | string[], value: unknown): boolean => {
  if (keys === true) {
    if (!isEmptyValue(value)) return true;
    validate.errors = [{ keyword: 'notEmpty', params: {} }];
    return false;
  }
  const emptyKeys = keys.filter((key) => isEmptyValue(ownValue(value, key)));
  validate.errors = emptyKeys.map((key) => ({ keyword: 'notEmpty', params: { key } }));
  return emptyKeys.length === 0;
};

/** `notEmpty: true` fails an empty value; `notEmpty: ['a', 'b']` fails each listed key that is empty. */
export const notEmpty: KeywordDefinition = {
  keyword: 'notEmpty',
  metaSchema: {
    anyOf: [{ const: true }, { type: 'array', items: { type: 'string' }, minItems: 1, uniqueItems: true }],
  },
  errors: true,
  validate,
};
