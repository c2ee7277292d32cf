import type { JsonFormsCellRendererRegistryEntry, JsonFormsRendererRegistryEntry } from '@jsonforms/core';
import { materialCells, materialRenderers } from '@jsonforms/material-renderers';
import { choiceEntries } from './choice/entries';
import { groupsEntries } from './groups/entries';
import { mediaEntries } from './media/entries';
import { pickersEntries } from './pickers/entries';
import RichTextLabel, { richTextTester } from './controls/RichTextLabel';
import TextareaControl, { textareaTester } from './controls/TextareaControl';
import TextControl, { textTester } from './controls/TextControl';
import TitleLabel, { titleTester } from './controls/TitleLabel';
import UnsupportedLabel, { unsupportedTester } from './controls/UnsupportedLabel';

/**
 * The portal's renderer set: one entry per control, selected on `options.fieldType` as the adapter emits it.
 * The stock material renderers stay behind them for layouts and anything the portal does not draw itself.
 */
export const portalRenderers: JsonFormsRendererRegistryEntry[] = [
  { tester: textTester, renderer: TextControl },
  { tester: textareaTester, renderer: TextareaControl },
  { tester: titleTester, renderer: TitleLabel },
  { tester: richTextTester, renderer: RichTextLabel },
  { tester: unsupportedTester, renderer: UnsupportedLabel },
  ...choiceEntries,
  ...pickersEntries,
  ...mediaEntries,
  ...groupsEntries,
  ...materialRenderers,
];

export const portalCells: JsonFormsCellRendererRegistryEntry[] = materialCells;
