import type { UISchemaElement } from '@jsonforms/core';

/** The adapter's options on a Label element (title, rich text, unsupported field). */
export function labelOptions(uischema: UISchemaElement): Record<string, unknown> {
  return uischema.options ?? {};
}
