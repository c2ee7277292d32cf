import type { JsonFormsRendererRegistryEntry } from '@jsonforms/core';
import DateControl, { dateTester } from './DateControl';
import DateRangeControl, { dateRangeTester } from './DateRangeControl';
import MatrixControl, { matrixTester } from './MatrixControl';

/** The pickers controls, in the order their testers are tried. */
export const pickersEntries: JsonFormsRendererRegistryEntry[] = [
  { tester: dateTester, renderer: DateControl },
  { tester: dateRangeTester, renderer: DateRangeControl },
  { tester: matrixTester, renderer: MatrixControl },
];
