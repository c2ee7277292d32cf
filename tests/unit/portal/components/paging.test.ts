import { describe, expect, it } from 'vitest';
import { CONTENT_PAGE_SIZE, itemIdOf, pageCount, pageOf, searchForPage } from '../../../../src/components/paging';

describe('content paging', () => {
  it('reads the page of ?page=, falling back to the first page', () => {
    expect(pageOf('3')).toBe(3);
    for (const value of [null, undefined, '', '0', '-2', '2.5', 'abc', '99999999999999999999']) expect(pageOf(value)).toBe(1);
  });

  it('counts pages of ten, at least one', () => {
    expect(CONTENT_PAGE_SIZE).toBe(10);
    expect([0, 1, 10, 11, 20, 21].map((total) => pageCount(total))).toEqual([1, 1, 1, 2, 2, 3]);
    expect(pageCount(7, 3)).toBe(3);
  });

  it('links another page keeping the other parameters, the first page without ?page', () => {
    expect(searchForPage(new URLSearchParams('page=2&lang=en'), 3)).toBe('?page=3&lang=en');
    expect(searchForPage(new URLSearchParams('page=2&lang=en'), 1)).toBe('?lang=en');
    expect(searchForPage(new URLSearchParams(''), 1)).toBe('');
  });

  it('reads item ids from addresses', () => {
    expect(itemIdOf('12')).toBe(12);
    for (const value of [null, undefined, '', '0', 'x1', '1e3', '-4']) expect(itemIdOf(value)).toBeNull();
  });
});
