import { create } from 'zustand';
import type { AuthModeData } from '../../protocol/account';
import type { UserInfoData } from '../../protocol/account';
import type { BaseParams, Locale } from './types';

/** The project configuration and what the portal derives from it (spec section 3, client state). */
export interface ProjectState {
  /** The current language. */
  locale: Locale;
  /** Languages the project offers, in its order. */
  languageOptions: Locale[];
  /** The `auth_mode` answer, or null before it loads. */
  projectConfig: AuthModeData | null;
  /** org_id and project_id of the project, or null before the configuration loads. */
  baseParams: BaseParams | null;
  /** Theme (layout) name, e.g. `theme-1` or `schwarzman`. */
  themeName: string;
  /** Theme configuration: colour, background, header image. */
  themeConfig: { color: string; color_rgba: string; background: string | null; header_image: string | null } | null;
  /** Page configuration (header menu, layout info, footer) from the user info call. */
  pageConfig: UserInfoData['home_page_config'] | null;
  /** Today as YYYY-MM-DD, local time. */
  today: string;
  setLocale(locale: Locale): void;
  /** Stores an `auth_mode` answer with what derives from it (`now` in ms sets today). */
  applyProjectConfig(config: AuthModeData, now?: number): void;
  setPageConfig(pageConfig: UserInfoData['home_page_config'] | null): void;
}

const isoDay = (ms: number) => {
  const date = new Date(ms);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
};

/** The project store. */
export const useProjectStore = create<ProjectState>()((set) => ({
  locale: 'sc',
  languageOptions: ['sc'],
  projectConfig: null,
  baseParams: null,
  themeName: 'theme-1',
  themeConfig: null,
  pageConfig: null,
  today: isoDay(Date.now()),
  setLocale: (locale) => set({ locale }),
  applyProjectConfig: (config, now = Date.now()) =>
    set({
      projectConfig: config,
      languageOptions: config.lang.length > 0 ? [...config.lang] : ['sc'],
      baseParams: { org_id: config.org_id, project_id: config.project_id },
      themeName: config.layout.name,
      themeConfig: { color: config.color, color_rgba: config.color_rgba, background: config.background, header_image: config.header_image },
      today: isoDay(now),
    }),
  setPageConfig: (pageConfig) => set({ pageConfig }),
}));
