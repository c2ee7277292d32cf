import type { JsonFormsRendererRegistryEntry } from '@jsonforms/core';
import ColumnGroupControl, { columnGroupTester } from './ColumnGroupControl';

/** The groups controls, in the order their testers are tried. */
export const groupsEntries: JsonFormsRendererRegistryEntry[] = [{ tester: columnGroupTester, renderer: ColumnGroupControl }];
