import type { JsonFormsCellRendererRegistryEntry } from '@jsonforms/core';
import { choiceEntries } from './choice/entries';
import { controlsEntries } from './controls/entries';
import { groupsEntries } from './groups/entries';
import { mediaEntries } from './media/entries';
import { pickersEntries } from './pickers/entries';
import VerticalLayout, { verticalLayoutTester } from './core/VerticalLayout';
import type { PortalRendererEntry } from './deferred/formParts';

/**
 * The portal's renderer set: one entry per control, selected on `options.fieldType` as the adapter emits it, and
 * the one layout the adapter emits. No stock material renderer: the portal draws everything itself. Controls of field
 * types many modules lack are deferred (their code loads for the modules that have them; see `deferred/prepareForm.ts`).
 */
export const portalRenderers: PortalRendererEntry[] = [
  ...controlsEntries,
  ...choiceEntries,
  ...pickersEntries,
  ...mediaEntries,
  ...groupsEntries,
  { tester: verticalLayoutTester, renderer: VerticalLayout },
];

/** No cells: the portal draws no stock table or array control, the only renderers that dispatch to cells. */
export const portalCells: JsonFormsCellRendererRegistryEntry[] = [];
