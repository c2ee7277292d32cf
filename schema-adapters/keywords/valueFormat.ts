import type { KeywordDefinition, SchemaValidateFunction } from 'ajv';
import { isEmptyValue } from '../validators/emptiness';
import { VALUE_FORMATS, checkValueFormat } from '../validators/patterns';
import type { ValueFormat } from '../validators/patterns';

const validate: SchemaValidateFunction = (format: ValueFormat, value: string): boolean => {
  if (isEmptyValue(value) || checkValueFormat(format, value).ok) return true;
  validate.errors = [{ keyword: 'valueFormat', params: { format } }];
  return false;
};

/** `valueFormat: 'cn_mobile'` (or another name of `VALUE_FORMATS`) checks a string against that format. */
export const valueFormat: KeywordDefinition = {
  keyword: 'valueFormat',
  type: 'string',
  metaSchema: { type: 'string', enum: [...VALUE_FORMATS] },
  errors: true,
  validate,
};
