import { type UISchemaElement, and, isControl, optionIs, rankWith } from '@jsonforms/core';
import { deferredComponent } from '../deferred/deferredComponent';
import type { PortalRendererEntry } from '../deferred/formParts';
import CheckboxControl, { checkboxTester } from './CheckboxControl';
import { selectParts } from './ChoiceSelect';
import DropdownControl, { dropdownTester } from './DropdownControl';
import { type ChoiceItem, itemsOf } from './items';
import RadioControl, { radioTester } from './RadioControl';

/** The phone control with the calling regions (libphonenumber's metadata): loaded for modules with a phone field. */
const PhoneControl = deferredComponent('PhoneControl', () => import('./PhoneControl').then((module) => module.default));
const LevelsControl = deferredComponent('LevelsControl', () => import('./LevelsControl').then((module) => module.default));

const optionsOf = (element: UISchemaElement): Record<string, unknown> => element.options ?? {};

/** The lengths of every option list of a tree: each level's select draws one of them. */
const listLengths = (items: ChoiceItem[]): number[] => [items.length, ...items.flatMap((item) => (item.children.length > 0 ? listLengths(item.children) : []))];

/** Every region's code when the field names no codes of its own (as `PhoneControl` offers them). */
const phoneCodeCount = (element: UISchemaElement): number => itemsOf(optionsOf(element), 'codes').filter((item) => item.phoneCode !== '').length || Infinity;

/** The choice controls, in the order their testers are tried. */
export const choiceEntries: PortalRendererEntry[] = [
  { tester: radioTester, renderer: RadioControl },
  { tester: checkboxTester, renderer: CheckboxControl },
  { tester: dropdownTester, renderer: DropdownControl, parts: (element, mode) => selectParts([itemsOf(optionsOf(element)).length], mode) },
  {
    tester: rankWith(10, and(isControl, optionIs('fieldType', 'levels'))),
    renderer: LevelsControl,
    parts: (element, mode) => selectParts(listLengths(itemsOf(optionsOf(element))), mode),
  },
  {
    tester: rankWith(10, and(isControl, optionIs('fieldType', 'phone'))),
    renderer: PhoneControl,
    parts: (element, mode) => selectParts([phoneCodeCount(element)], mode),
  },
];
