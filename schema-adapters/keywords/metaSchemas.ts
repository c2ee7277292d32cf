import type { AnySchemaObject } from 'ajv';

/** Meta-schema of a date bound: `YYYY`, `YYYY-MM`, `YYYY-MM-DD` or `YYYY-MM-DD HH:mm[:ss]`. */
export const DATE_BOUND_SCHEMA = {
  type: 'string',
  pattern: '^\\d{4}(-\\d{2}(-\\d{2}( \\d{2}:\\d{2}(:\\d{2})?)?)?)?$',
} as const;

/** Meta-schema of an object with only `properties`, of which `required` must be set. */
export function closedObject(properties: Record<string, AnySchemaObject>, required: string[] = []): AnySchemaObject {
  return { type: 'object', properties, ...(required.length > 0 && { required }), additionalProperties: false };
}
