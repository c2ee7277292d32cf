import { ARTICLE_CATEGORIES, type ArticleCategory } from '../../../protocol/content';
import { isOneOf } from '../../../protocol/isOneOf';

/** The information hub's address; its children are `/article/{category}`. */
export const HUB_PATH = '/article';

/** The hub child a bare `/article` opens. */
export const FIRST_CATEGORY: ArticleCategory = ARTICLE_CATEGORIES[0];

/** The address of a hub child. */
export const categoryPath = (category: ArticleCategory): string => `${HUB_PATH}/${category}`;

/** The hub child an address opens (`/article/news` → `news`), or null for `/article` itself and anything else. */
export function categoryOfPath(pathname: string): ArticleCategory | null {
  const child = pathname.startsWith(`${HUB_PATH}/`) ? pathname.slice(HUB_PATH.length + 1).replace(/\/$/, '') : '';
  return isOneOf(ARTICLE_CATEGORIES, child) ? child : null;
}

/** The live screens hub children link to, beside their articles. */
const LIVE_SCREENS = {
  progress: '/progress',
  activities: '/activity',
  personal_data: '/edit_pass',
} as const satisfies Partial<Record<ArticleCategory, string>>;

/** A hub child with a live screen. */
export type LiveCategory = keyof typeof LIVE_SCREENS;

const isLive = (category: ArticleCategory): category is LiveCategory => category in LIVE_SCREENS;

/** The live screen of a hub child, when it has one and the portal offers it (`available`, e.g. hasScreen). */
export function liveScreenOf(category: ArticleCategory, available: (path: string) => boolean): { category: LiveCategory; to: string } | null {
  if (!isLive(category)) return null;
  const to = LIVE_SCREENS[category];
  return available(to) ? { category, to } : null;
}
