import type { FromSchema, JSONSchema } from 'json-schema-to-ts';

type KnownFields<T> = { [K in keyof T as string extends K ? never : K]: T[K] };

/**
 * The request a schema describes, as a handler sees it after Fastify's validation: integers coerced from the form
 * strings, defaults filled in. The schemas leave other properties open (GETs carry `time` and `hash`); that open
 * index signature is left out here so that typed callers keep their excess-property checks.
 */
export type RequestOf<S extends JSONSchema> = KnownFields<FromSchema<S>>;
