import type { MessageRecord } from '../../../protocol/content';
import { htmlLang, localized } from '../../i18n';
import type { Locale } from '../../store';
import { plainText } from '../info/content';

/** Messages per page of the list. */
export const MESSAGES_PAGE_SIZE = 10;

/** The route of the message centre. */
const ROUTE = '/message';

/** A message's title and HTML body in `locale` (falling back to what the server picked). */
export function messageIn(record: MessageRecord, locale: Locale): { title: string; body: string } {
  return { title: localized(record.title_i18n, locale) || record.title, body: localized(record.body_i18n, locale) || record.body };
}

/** The plain text of a message body, for the one-line excerpt of the list. */
export const excerptOf = (html: string): string => plainText(html);

/** When a message was sent (ms), in the reader's language: the date, or the date and time. */
export function messageDate(ms: number, locale: Locale, withTime = false): string {
  return new Intl.DateTimeFormat(htmlLang(locale), withTime ? { dateStyle: 'medium', timeStyle: 'short' } : { dateStyle: 'medium' }).format(new Date(ms));
}

/** The list page of the `page` query (1 when missing or not a positive whole number). */
export function pageOf(search: URLSearchParams): number {
  const raw = search.get('page') ?? '';
  return /^[1-9]\d{0,5}$/.test(raw) ? Number(raw) : 1;
}

/** The message id of the `id` query: undefined without one, null when it cannot name a message. */
export function messageIdOf(search: URLSearchParams): number | null | undefined {
  const raw = search.get('id');
  if (raw === null) return undefined;
  return /^[1-9]\d{0,14}$/.test(raw) ? Number(raw) : null;
}

/** The address of a list page. */
export const listHref = (page: number): string => (page > 1 ? `${ROUTE}?page=${page}` : ROUTE);

/** The address of one message, remembering the list page it was opened from. */
export const messageHref = (id: number, page: number): string => `${ROUTE}?id=${id}${page > 1 ? `&page=${page}` : ''}`;
