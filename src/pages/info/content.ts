import type { ContentItem } from '../../../protocol/content';
import { localized } from '../../i18n';
import type { Locale } from '../../store';

/** Localised text as the server answers it: picked for the request language, and per locale. */
export type LocalizedContent = Pick<ContentItem, 'title' | 'body' | 'title_i18n' | 'body_i18n'>;

/** A content item's or message's title and HTML body in `locale` (falling back to what the server picked). */
export function contentIn(item: LocalizedContent, locale: Locale): { title: string; body: string } {
  return { title: localized(item.title_i18n, locale) || item.title, body: localized(item.body_i18n, locale) || item.body };
}

/** The text of some HTML, for searching (tags dropped, common entities decoded, spaces collapsed). */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The opening words of an HTML body as plain text, cut at `max` characters with an ellipsis. */
export function excerptOf(html: string, max = 120): string {
  const text = plainText(html);
  if (text.length <= max) return text;
  return `${text.slice(0, max).trimEnd()}…`;
}

/** The FAQ entries whose question or answer (in `locale`) contains every word of `query`, case-insensitively. */
export function filterFaq(items: readonly ContentItem[], query: string, locale: Locale): ContentItem[] {
  const words = query.toLocaleLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...items];
  return items.filter((item) => {
    const { title, body } = contentIn(item, locale);
    const text = `${title} ${plainText(body)}`.toLocaleLowerCase();
    return words.every((word) => text.includes(word));
  });
}
