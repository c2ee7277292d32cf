import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX, type Paged } from '../../../protocol/content';

export interface PageRequest {
  page: number;
  pageSize: number;
  offset: number;
}

/** Page and size from a validated query (defaults 1 and 10, size at most 50). */
export function pageOf(query: { page?: number; page_size?: number }): PageRequest {
  const page = Math.max(1, Math.floor(query.page ?? 1));
  const pageSize = Math.min(PAGE_SIZE_MAX, Math.max(1, Math.floor(query.page_size ?? PAGE_SIZE_DEFAULT)));
  return { page, pageSize, offset: (page - 1) * pageSize };
}

/** One page with its totals. */
export function paged<T>(list: T[], total: number, request: PageRequest): Paged<T> {
  return { list, total, page: request.page, page_size: request.pageSize, has_more: request.offset + list.length < total };
}

/** A count from a `count(...)` select, which PostgreSQL answers as a string. */
export function countOf(row: { count: number | string | bigint } | undefined): number {
  return Number(row?.count ?? 0);
}
