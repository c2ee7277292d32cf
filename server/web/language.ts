import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Locale } from '../../schema-adapters';
import { isLocale } from '../../protocol/language';
import { queryText } from '../http/queryParams';

const TRADITIONAL = /^zh-(hk|mo|tw|hant)(-|$)/;

/** The portal language of one language tag, or `undefined` when the portal has none for it. */
function localeOfTag(tag: string): Locale | undefined {
  if (TRADITIONAL.test(tag)) return 'tc';
  if (tag === 'zh' || tag.startsWith('zh-')) return 'sc';
  if (tag === 'en' || tag.startsWith('en-')) return 'en';
  return undefined;
}

/** The browser's languages from Accept-Language, most wanted first (by `q`, then by order). */
export function acceptedTags(header: string): string[] {
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
      return { tag: tag.trim(), weight: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.tag !== '' && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((entry) => entry.tag);
}

/** Language of a server-rendered page: `?lang=`, then the first language of Accept-Language the portal has, else sc. */
export function pageLocale(request: FastifyRequest): Locale {
  const lang = queryText(request, 'lang');
  if (isLocale(lang)) return lang;
  for (const tag of acceptedTags(String(request.headers['accept-language'] ?? ''))) {
    const locale = localeOfTag(tag);
    if (locale) return locale;
  }
  return 'sc';
}

/** Marks a page as depending on the browser's languages, so no cache hands one language's copy to everyone. */
export function varyByLanguage(reply: FastifyReply): FastifyReply {
  return reply.header('vary', 'Accept-Language').header('cache-control', 'no-cache');
}

/** The `<html lang>` of a language, as the portal writes it. */
export { htmlLang } from '../../protocol/language';
