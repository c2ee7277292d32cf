import type { FastifyRequest } from 'fastify';
import type { Locale } from '../../schema-adapters';

const HTML_LANG: Record<Locale, string> = { sc: 'zh-Hans', tc: 'zh-Hant', en: 'en' };

/** Language of a server-rendered page: `?lang=`, then the browser's Accept-Language, sc by default. */
export function pageLocale(request: FastifyRequest): Locale {
  const query = (request.query ?? {}) as { lang?: string };
  if (query.lang === 'sc' || query.lang === 'tc' || query.lang === 'en') return query.lang;
  const accepted = String(request.headers['accept-language'] ?? '').toLowerCase();
  if (/^zh-(hk|mo|tw|hant)/.test(accepted)) return 'tc';
  if (accepted.startsWith('zh')) return 'sc';
  if (accepted.startsWith('en')) return 'en';
  return 'sc';
}

export const htmlLang = (locale: Locale): string => HTML_LANG[locale];
