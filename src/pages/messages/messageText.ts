import { itemIdOf } from '../../components/paging';

/** The route of the message centre. */
const ROUTE = '/message';

/** The message id of the `id` query: undefined without one, null when it cannot name a message. */
export function messageIdOf(search: URLSearchParams): number | null | undefined {
  const raw = search.get('id');
  return raw === null ? undefined : itemIdOf(raw);
}

/** The address of a list page. */
export const listHref = (page: number): string => (page > 1 ? `${ROUTE}?page=${page}` : ROUTE);

/** The address of one message, remembering the list page it was opened from. */
export const messageHref = (id: number, page: number): string => `${ROUTE}?id=${id}${page > 1 ? `&page=${page}` : ''}`;
