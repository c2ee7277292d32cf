import type { JsonFormsRendererRegistryEntry } from '@jsonforms/core';
import CheckboxControl, { checkboxTester } from './CheckboxControl';
import DropdownControl, { dropdownTester } from './DropdownControl';
import LevelsControl, { levelsTester } from './LevelsControl';
import PhoneControl, { phoneTester } from './PhoneControl';
import RadioControl, { radioTester } from './RadioControl';

/** The choice controls, in the order their testers are tried. */
export const choiceEntries: JsonFormsRendererRegistryEntry[] = [
  { tester: radioTester, renderer: RadioControl },
  { tester: checkboxTester, renderer: CheckboxControl },
  { tester: dropdownTester, renderer: DropdownControl },
  { tester: levelsTester, renderer: LevelsControl },
  { tester: phoneTester, renderer: PhoneControl },
];
