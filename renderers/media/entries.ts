import type { JsonFormsRendererRegistryEntry } from '@jsonforms/core';

/** The media controls, in the order their testers are tried. */
export const mediaEntries: JsonFormsRendererRegistryEntry[] = [];
