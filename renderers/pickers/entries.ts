import { and, isControl, optionIs, rankWith } from '@jsonforms/core';
import { deferredComponent } from '../deferred/deferredComponent';
import type { PortalRendererEntry } from '../deferred/formParts';

// Loaded for modules with such a field (the date controls bring dayjs); the calendar itself loads on its first opening.
const DateControl = deferredComponent('DateControl', () => import('./DateControl').then((module) => module.default));
const DateRangeControl = deferredComponent('DateRangeControl', () => import('./DateRangeControl').then((module) => module.default));
const MatrixControl = deferredComponent('MatrixControl', () => import('./MatrixControl').then((module) => module.default));

/** The pickers controls, in the order their testers are tried. */
export const pickersEntries: PortalRendererEntry[] = [
  { tester: rankWith(10, and(isControl, optionIs('fieldType', 'date'))), renderer: DateControl },
  { tester: rankWith(10, and(isControl, optionIs('fieldType', 'dateRange'))), renderer: DateRangeControl },
  { tester: rankWith(10, and(isControl, optionIs('fieldType', 'matrix'))), renderer: MatrixControl },
];
