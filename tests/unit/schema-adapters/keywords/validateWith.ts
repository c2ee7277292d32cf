import type { ErrorObject } from 'ajv';
import { createPortalAjv } from '../../../../schema-adapters/index';

/** The parts of an AJV error the keyword tests check. */
export type KeywordError = Pick<ErrorObject, 'keyword' | 'params' | 'instancePath'>;

const ajv = createPortalAjv();

/** Validates `data` against `schema` with the portal AJV: keyword, params and instancePath of each error. */
export function errorsOf(schema: object, data: unknown): KeywordError[] {
  const validate = ajv.compile(schema);
  if (validate(data)) return [];
  return (validate.errors ?? []).map(({ keyword, params, instancePath }) => ({ keyword, params, instancePath }));
}

/** Compiles `schema` with a fresh portal AJV (throws when a keyword value is malformed). */
export function compileSchema(schema: object): void {
  createPortalAjv().compile(schema);
}
