import type { JsonFormsRendererRegistryEntry } from '@jsonforms/core';

/** The groups controls, in the order their testers are tried. */
export const groupsEntries: JsonFormsRendererRegistryEntry[] = [];
