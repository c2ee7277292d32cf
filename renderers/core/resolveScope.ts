import { type JsonSchema, Resolve, decode } from '@jsonforms/core';
import { isObject } from './isObject';

const hasRef = (value: object) => '$ref' in value && typeof value.$ref === 'string';

/**
 * `Resolve.schema(schema, scope, rootSchema)` for the plain scopes the adapter emits (`#/properties/a/items/properties/b`):
 * a direct walk of the pointer. JSON Forms' resolver checks every step with lodash's `isEmpty`, which lists all keys of
 * `properties`, so a module of n fields paid n² key listings at open. It too walks the pointer first and looks into
 * combinators only when that fails; a `$ref` or a missing step is left to it.
 */
export function resolveScope(schema: JsonSchema, scope: string, rootSchema: JsonSchema): JsonSchema | undefined {
  if (!scope.startsWith('#') || hasRef(schema)) return Resolve.schema(schema, scope, rootSchema);
  const segments = scope === '#' ? [] : scope.slice(2).split('/');
  let at: unknown = schema;
  for (const segment of segments) {
    at = isObject(at) ? at[decode(segment)] : undefined;
    if (typeof at !== 'object' || at === null || hasRef(at)) return Resolve.schema(schema, scope, rootSchema);
  }
  return at as JsonSchema;
}
