import type { ModuleConfig, RegionName } from '../../../protocol/content';
import type { Locale } from '../../store';
import { hasScreen } from '../routes/available';

/** Header menu items 0–7 (spec section 2), by index. */
export const MENU_KEYS = ['home', 'progress', 'applicationInfo', 'reExam', 'eventAppointment', 'enrollmentTrends', 'jointExamination', 'accountManagement'] as const;
export type MenuKey = (typeof MENU_KEYS)[number] | 'preview';

/** Where each item leads; application info becomes preview once submitted. */
export const MENU_ROUTES: Readonly<Record<MenuKey, string>> = {
  home: '/',
  progress: '/progress',
  applicationInfo: '/applyform',
  preview: '/preview',
  reExam: '/retest',
  eventAppointment: '/activity',
  enrollmentTrends: '/station_news',
  jointExamination: '/interview_invitation',
  // The account card (profile, deregistration) and the password change live on one screen.
  accountManagement: '/edit_pass',
};

/** One header menu entry: its key, its route, and the server's title in the language ('' when none). */
export interface MenuEntry {
  index: number;
  key: MenuKey;
  to: string;
  title: string;
}

/** What decides the menu: the configured items (module config, else page config), the application state, the language. */
export interface MenuInputs {
  configured: ReadonlyArray<{ index: number; show: boolean; title?: RegionName }> | null | undefined;
  applicationState: number | null | undefined;
  locale: Locale;
  /** Whether a route opens a screen of this portal (default: the route table); items leading elsewhere are hidden. */
  available?: (to: string) => boolean;
}

/** Items 6 and 7 show only when configured on; the others unless configured off. */
export const isShown = (index: number, show: boolean | undefined): boolean => (index >= 6 ? show === true : show !== false);

/**
 * The visible header menu (spec section 2): items 0–7 in order, application info → preview when application_state is 2,
 * without the items whose route has no screen in this portal.
 */
export function visibleMenu({ configured, applicationState, locale, available = hasScreen }: MenuInputs): MenuEntry[] {
  const byIndex = new Map((configured ?? []).map((item) => [item.index, item]));
  return MENU_KEYS.flatMap((base, index) => {
    const item = byIndex.get(index);
    if (!isShown(index, item?.show)) return [];
    const key: MenuKey = base === 'applicationInfo' && applicationState === 2 ? 'preview' : base;
    const to = MENU_ROUTES[key];
    if (!available(to)) return [];
    const title = key === 'preview' ? '' : (item?.title?.[locale] ?? '');
    return [{ index, key, to, title }];
  });
}

/** The menu items of a module configuration (null before it loads). */
export const configuredOf = (config: ModuleConfig | null): MenuInputs['configured'] => config?.menu ?? null;

/** True when `pathname` is the item's route or below it (home only matches itself). */
export const isActive = (entry: MenuEntry, pathname: string): boolean =>
  entry.to === '/' ? pathname === '/' : pathname === entry.to || pathname.startsWith(`${entry.to}/`);

/** True when the project's users may deregister (user type ssm only). */
export const canDeregister = (userType: string | null | undefined): boolean => userType === 'ssm';
