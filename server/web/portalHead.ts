import type { FastifyRequest } from 'fastify';
import { portal as enPortal } from '../../locales/en.json';
import { portal as scPortal } from '../../locales/sc.json';
import { portal as tcPortal } from '../../locales/tc.json';
import { type Locale, htmlLang, languageCookieName, readCookie, resolveLanguage } from '../../protocol/language';
import type { AuthModeData } from '../../protocol/account';
import { bootConfigBlock } from '../../protocol/bootConfig';
import { escapeHtml } from './html';
import { acceptedTags } from './language';
import { queryText } from '../http/queryParams';

const DESCRIPTIONS: Record<Locale, string> = {
  sc: scPortal.document.description,
  tc: tcPortal.document.description,
  en: enPortal.document.description,
};

/** What the portal's page says of itself before its script runs: its language, title and description, and the project configuration its script starts from. */
export interface PortalHead {
  locale: Locale;
  title: string;
  description: string;
  config: AuthModeData;
}

const textIn = (text: Partial<Record<Locale, string>> | string, locale: Locale): string =>
  typeof text === 'string' ? text : (text[locale] ?? text.sc ?? text.en ?? text.tc ?? '');

/**
 * The language the portal will choose (the rules of `protocol/language.ts`, from what the server can see: `?lang=`,
 * the project's language cookie and Accept-Language), and the project's SEO title and description in it.
 */
export function portalHead(request: FastifyRequest, domain: string, config: AuthModeData): PortalHead {
  const locale = resolveLanguage({
    stored: readCookie(String(request.headers.cookie ?? ''), languageCookieName(domain)),
    urlLang: queryText(request, 'lang') ?? null,
    shortName: domain,
    offered: config.lang,
    browser: acceptedTags(String(request.headers['accept-language'] ?? '')),
  });
  const title = textIn(config.seo_title, locale) || textIn(config.title, locale) || domain;
  const name = textIn(config.title, locale) || title;
  return { locale, title, description: DESCRIPTIONS[locale].replace('{{title}}', name), config };
}

/** The build's preload of one language's core messages (scripts/bootPreloads.ts), with its line. */
const CATALOGUE_PRELOAD = /[ \t]*<link [^>]*data-catalogue="(\w+)"[^>]*>\n?/g;

/**
 * The built index page with the head's language, title and description in place of the build's generic ones, and
 * the project configuration as a JSON data block (never executed, so the page's script policy is unchanged); of the
 * messages the build preloads, only those of the page's language are kept.
 */
export function withPortalHead(indexHtml: string, head: PortalHead): string {
  return indexHtml
    .replace(CATALOGUE_PRELOAD, (link, locale: string) => (locale === head.locale ? link : ''))
    .replace(/<html lang="[^"]*"/, `<html lang="${htmlLang(head.locale)}"`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(head.title)}</title>\n    <meta name="description" content="${escapeHtml(head.description)}" />`)
    .replace('</head>', () => `  ${bootConfigBlock(head.config)}\n  </head>`);
}
