/** Items per page of the portal's lists (messages, notices, news, hub, downloads). */
export const CONTENT_PAGE_SIZE = 10;

/** The page a `?page=` value names: a positive whole number, else the first page. */
export function pageOf(value: string | null | undefined): number {
  if (!value || !/^\d+$/.test(value)) return 1;
  const page = Number(value);
  return page >= 1 && Number.isSafeInteger(page) ? page : 1;
}

/** How many pages `total` items fill: at least one, so an empty list still has its (empty) first page. */
export function pageCount(total: number, pageSize: number = CONTENT_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / pageSize));
}

/** The search string of `search` on another page (`?page=N`; the first page drops the parameter); other parameters are kept. */
export function searchForPage(search: URLSearchParams, page: number): string {
  const next = new URLSearchParams(search);
  if (page <= 1) next.delete('page');
  else next.set('page', String(page));
  const text = next.toString();
  return text ? `?${text}` : '';
}

/** The content id an address names (`/noticeDetail/12`, `?id=12`): a positive whole number, else null. */
export function itemIdOf(value: string | null | undefined): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 && Number.isSafeInteger(id) ? id : null;
}
