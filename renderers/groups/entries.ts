import { and, isControl, optionIs, rankWith } from '@jsonforms/core';
import { deferredComponent } from '../deferred/deferredComponent';
import type { PortalRendererEntry } from '../deferred/formParts';

/** The repeating group (table, cards, row dialog): loaded for modules with one; its columns' controls load as their own types. */
const ColumnGroupControl = deferredComponent('ColumnGroupControl', () => import('./ColumnGroupControl').then((module) => module.default));

/** The groups controls, in the order their testers are tried. */
export const groupsEntries: PortalRendererEntry[] = [{ tester: rankWith(10, and(isControl, optionIs('fieldType', 'columnGroup'))), renderer: ColumnGroupControl }];
