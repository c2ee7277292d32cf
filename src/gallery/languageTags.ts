import type { Locale } from '../../schema-adapters/index';

/** The HTML language tag of each gallery language. */
export const LANGUAGE_TAGS: Record<Locale, string> = { sc: 'zh-CN', tc: 'zh-TW', en: 'en' };
