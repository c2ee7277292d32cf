import type { DrawerProps } from '@mui/material/Drawer';
import type { ComponentType } from 'react';
import type { FiledData } from '../../../protocol/apply';
import { type DeferredPart, deferredComponent } from '../../../renderers';
import type { RecommenderChangeDialogProps } from '../recommend/RecommenderChangeDialog';

// What only some modules' editors draw: loaded with those modules (see `useModuleLoad`), not with every editor.

/** The right-side drawer of `layout: drawer` modules. */
export const Drawer = deferredComponent('Drawer', () => import('@mui/material/Drawer').then((module) => module.default as ComponentType<DrawerProps>));

/** The supplementary-information tables of modules whose layout asks for them. */
export const SupplementaryTable = deferredComponent('SupplementaryTable', () => import('./SupplementaryTable').then((module) => module.SupplementaryTable));

/** The confirmation of changed invited recommenders, asked only in referee-information modules. */
export const RecommenderChangeDialog = deferredComponent<RecommenderChangeDialogProps>('RecommenderChangeDialog', () => import('../recommend/RecommenderChangeDialog').then((module) => module.default));

/** The module's `layout` option. */
export const layoutOf = (filed: FiledData): string | undefined => (typeof filed.menu.options.layout === 'string' ? filed.menu.options.layout : undefined);

/** Whether the module shows the supplementary-information tables under its form. */
export const showsTables = (filed: FiledData): boolean => layoutOf(filed) === 'table' || Boolean(filed.menu.options.table_info);

/** The referee value of a referee-information module (spec section 3). */
const REFEREE_INFORMATION = 1;

/** Whether the module holds recommender information: its panel of recommenders, and changes of invited ones are confirmed. */
export const isRefereeInformation = (filed: FiledData): boolean => filed.menu.referee === REFEREE_INFORMATION;

/** The parts the editor of `filed` draws beyond every module's editor. */
export function editorPartsOf(filed: FiledData): DeferredPart[] {
  return [
    ...(layoutOf(filed) === 'drawer' ? [Drawer.part] : []),
    ...(showsTables(filed) ? [SupplementaryTable.part] : []),
    ...(isRefereeInformation(filed) ? [RecommenderChangeDialog.part] : []),
  ];
}
