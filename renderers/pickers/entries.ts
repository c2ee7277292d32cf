import type { JsonFormsRendererRegistryEntry } from '@jsonforms/core';

/** The pickers controls, in the order their testers are tried. */
export const pickersEntries: JsonFormsRendererRegistryEntry[] = [];
