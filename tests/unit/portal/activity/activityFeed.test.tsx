// @vitest-environment jsdom
import '../../renderers/setup';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ActivitySummary, Paged } from '../../../../protocol/content';
import { useActivityFeed } from '../../../../src/pages/activity/useActivityFeed';

const item = (id: number) => ({ id, title: `Activity ${id}` }) as ActivitySummary;
const page = (ids: number[], hasMore: boolean): Paged<ActivitySummary> => ({ list: ids.map(item), total: 0, page: 1, page_size: 10, has_more: hasMore });

describe('useActivityFeed', () => {
  it('loads the first page, then the next one on "load more" until there is no more', async () => {
    const load = vi.fn(async (n: number) => (n === 1 ? page([1, 2], true) : page([2, 3], false)));
    const { result } = renderHook(() => useActivityFeed(load));
    expect(result.current.feed.state).toBe('loading');
    await waitFor(() => expect(result.current.feed.state).toBe('ready'));
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.feed).toMatchObject({ state: 'ready', hasMore: false, more: 'idle' }));
    const feed = result.current.feed;
    expect(feed.state === 'ready' && feed.items.map((entry) => entry.id)).toEqual([1, 2, 3]);
    expect(load.mock.calls.map(([n]) => n)).toEqual([1, 2]);
    act(() => result.current.loadMore());
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps the loaded pages when the next one fails, and reports the failure', async () => {
    const failure = new Error('offline');
    const load = vi.fn(async (n: number) => {
      if (n === 1) return page([1], true);
      throw failure;
    });
    const { result } = renderHook(() => useActivityFeed(load));
    await waitFor(() => expect(result.current.feed.state).toBe('ready'));
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.feed).toMatchObject({ state: 'ready', hasMore: true, more: { error: failure } }));
  });

  it('shows the failure of the first page and loads again on retry', async () => {
    let fail = true;
    const load = vi.fn(async () => {
      if (fail) throw new Error('down');
      return page([7], false);
    });
    const { result } = renderHook(() => useActivityFeed(load));
    await waitFor(() => expect(result.current.feed.state).toBe('error'));
    fail = false;
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.feed).toMatchObject({ state: 'ready', hasMore: false }));
  });
});
