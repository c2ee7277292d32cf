import type { JsonFormsRendererRegistryEntry } from '@jsonforms/core';
import RichTextLabel, { richTextTester } from './RichTextLabel';
import TextareaControl, { textareaTester } from './TextareaControl';
import TextControl, { textTester } from './TextControl';
import TitleLabel, { titleTester } from './TitleLabel';
import UnsupportedLabel, { unsupportedTester } from './UnsupportedLabel';

/** The text controls and the display-only labels, in the order their testers are tried. */
export const controlsEntries: JsonFormsRendererRegistryEntry[] = [
  { tester: textTester, renderer: TextControl },
  { tester: textareaTester, renderer: TextareaControl },
  { tester: titleTester, renderer: TitleLabel },
  { tester: richTextTester, renderer: RichTextLabel },
  { tester: unsupportedTester, renderer: UnsupportedLabel },
];
