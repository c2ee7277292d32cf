import { type RankedTester, and, optionIs, rankWith, uiTypeIs } from '@jsonforms/core';
import { deferredComponent } from '../deferred/deferredComponent';
import type { PortalRendererEntry } from '../deferred/formParts';
import { textareaParts } from './autosize';
import TextareaControl, { textareaTester } from './TextareaControl';
import TextControl, { textTester } from './TextControl';
import TitleLabel, { titleTester } from './TitleLabel';
import UnsupportedLabel, { unsupportedTester } from './UnsupportedLabel';

/** Rich text with DOMPurify, which sanitises it: loaded for modules with a rich-text field. */
const RichTextLabel = deferredComponent('RichTextLabel', () => import('./RichTextLabel').then((module) => module.default));

const richTextTester: RankedTester = rankWith(10, and(uiTypeIs('Label'), optionIs('fieldType', 'richText')));

/** The text controls and the display-only labels, in the order their testers are tried. */
export const controlsEntries: PortalRendererEntry[] = [
  { tester: textTester, renderer: TextControl },
  { tester: textareaTester, renderer: TextareaControl, parts: (_element, mode) => textareaParts(mode) },
  { tester: titleTester, renderer: TitleLabel },
  { tester: richTextTester, renderer: RichTextLabel },
  { tester: unsupportedTester, renderer: UnsupportedLabel },
];
