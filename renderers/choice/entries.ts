import type { JsonFormsRendererRegistryEntry } from '@jsonforms/core';

/** The choice controls, in the order their testers are tried. */
export const choiceEntries: JsonFormsRendererRegistryEntry[] = [];
