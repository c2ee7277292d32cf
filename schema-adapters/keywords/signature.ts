import type { KeywordDefinition, SchemaValidateFunction } from 'ajv';
import { isEmptyValue } from '../validators/emptiness';

const SIGNATURE_SOURCES = [
  /^data:image\/png;base64,[A-Za-z0-9+/]+={0,2}$/,
  /^https?:\/\/[^\s/]\S*$/,
  /^\/[^\s/]\S*$/,
];

const validate: SchemaValidateFunction = (_schema: true, value: string): boolean => {
  if (isEmptyValue(value) || SIGNATURE_SOURCES.some((source) => source.test(value))) return true;
  validate.errors = [{ keyword: 'signature', params: {} }];
  return false;
};

/** `signature: true` accepts a base64 PNG data URL, an `http(s)://` URL or a `/`-rooted path. */
export const signature: KeywordDefinition = {
  keyword: 'signature',
  type: 'string',
  metaSchema: { const: true },
  errors: true,
  validate,
};
