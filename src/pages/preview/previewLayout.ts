import type { PreviewData } from '../../../protocol/apply';

/** How the preview is laid out. */
export interface PreviewLayout {
  /** `horz`: module menu in a left column; `vert`: menu across the top. */
  mode: 'horz' | 'vert';
  /** Width of the left column as a fraction of the page (a quarter; a third in the schwarzman variant). */
  menuFraction: number;
}

/** The layout from the page configuration (`main.layout_info.preview_layout`, default horz) and the theme name. */
export function previewLayoutOf(previewLayout: string | undefined, themeName: string): PreviewLayout {
  const mode = previewLayout === 'vert' || previewLayout === 'vertical' ? 'vert' : 'horz';
  return { mode, menuFraction: themeName === 'schwarzman' ? 1 / 3 : 1 / 4 };
}

/** Modules the preview shows: recommendation letters (referee 2) never; referee information only when its flag is on. */
export function visibleModules(data: Pick<PreviewData, 'modules' | 'showReferee'>): PreviewData['modules'] {
  return data.modules.filter((module) => module.menu.referee !== 2 && (module.menu.referee !== 1 || data.showReferee));
}

/** Whether the module menu shows: always in the horizontal layout, across the top only with more than one module. */
export function showsMenu(layout: PreviewLayout, count: number): boolean {
  return layout.mode === 'horz' ? count > 0 : count > 1;
}

/** The element id of a module's section. */
export const sectionId = (menuid: number): string => `preview-module-${menuid}`;
