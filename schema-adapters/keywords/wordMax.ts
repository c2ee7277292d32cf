import type { KeywordDefinition, SchemaValidateFunction } from 'ajv';
import { countWords } from '../validators/countWords';
import { isEmptyValue } from '../validators/emptiness';

const validate: SchemaValidateFunction = (limit: number, value: string): boolean => {
  if (isEmptyValue(value)) return true;
  const count = countWords(value);
  if (count <= limit) return true;
  validate.errors = [{ keyword: 'wordMax', params: { limit, count } }];
  return false;
};

/** `wordMax: 500` fails a text of more than 500 words as `countWords` counts them. */
export const wordMax: KeywordDefinition = {
  keyword: 'wordMax',
  type: 'string',
  metaSchema: { type: 'integer', minimum: 0 },
  errors: true,
  validate,
};
