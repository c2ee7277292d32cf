import type { MessageRecord } from '../../../protocol/content';
import { itemIdOf } from '../../components/paging';
import { localized } from '../../i18n';
import type { Locale } from '../../store';

/** Messages per page of the list. */
export const MESSAGES_PAGE_SIZE = 10;

/** The route of the message centre. */
const ROUTE = '/message';

/** A message's title and HTML body in `locale` (falling back to what the server picked). */
export function messageIn(record: MessageRecord, locale: Locale): { title: string; body: string } {
  return { title: localized(record.title_i18n, locale) || record.title, body: localized(record.body_i18n, locale) || record.body };
}

/** The message id of the `id` query: undefined without one, null when it cannot name a message. */
export function messageIdOf(search: URLSearchParams): number | null | undefined {
  const raw = search.get('id');
  return raw === null ? undefined : itemIdOf(raw);
}

/** The address of a list page. */
export const listHref = (page: number): string => (page > 1 ? `${ROUTE}?page=${page}` : ROUTE);

/** The address of one message, remembering the list page it was opened from. */
export const messageHref = (id: number, page: number): string => `${ROUTE}?id=${id}${page > 1 ? `&page=${page}` : ''}`;
