import { useCallback, useState } from 'react';
import type { ActivityState, ActivitySummary, Paged } from '../../../protocol/content';
import { CONTENT_PAGE_SIZE } from '../../components/paging';
import { useRemote } from '../../components/useRemote';

/** Loads one page of activities (keep it stable with useCallback). */
export type FeedLoader = (page: number, pageSize: number) => Promise<Paged<ActivitySummary>>;

/** The next page's progress: none asked, loading, or failed. */
export type MoreState = 'idle' | 'loading' | { error: unknown };

/** The list so far: the first page loading or failed, or the pages loaded with the next one's progress. */
export type Feed =
  | { state: 'loading' }
  | { state: 'error'; error: unknown }
  | { state: 'ready'; items: ActivitySummary[]; hasMore: boolean; more: MoreState };

interface Later {
  load: FeedLoader;
  pages: Paged<ActivitySummary>[];
  more: MoreState;
}

/** Joins pages, an activity already listed (moved by a sign-up in between) kept once. */
function joined(pages: readonly Paged<ActivitySummary>[]): ActivitySummary[] {
  const seen = new Set<number>();
  return pages.flatMap((page) => page.list).filter((item) => !seen.has(item.id) && Boolean(seen.add(item.id)));
}

/** Load-more paging: the first page on mount (and whenever `load` changes), then one page more at each `loadMore`. */
export function useActivityFeed(load: FeedLoader): { feed: Feed; retry: () => void; loadMore: () => void } {
  const first = useCallback(() => load(1, CONTENT_PAGE_SIZE), [load]);
  const { remote, retry } = useRemote(first);
  const [stored, setLater] = useState<Later>({ load, pages: [], more: 'idle' });
  const later = stored.load === load ? stored : { load, pages: [], more: 'idle' as const };
  const pages = remote.state === 'ready' ? [remote.data, ...later.pages] : [];
  const last = pages[pages.length - 1];

  const loadMore = () => {
    if (!last?.has_more || later.more === 'loading') return;
    const next = pages.length + 1;
    setLater({ ...later, more: 'loading' });
    load(next, CONTENT_PAGE_SIZE).then(
      (page) => setLater((current) => (current.load === load ? { load, pages: [...current.pages, page], more: 'idle' } : current)),
      (error: unknown) => setLater((current) => (current.load === load ? { ...current, more: { error } } : current)),
    );
  };

  if (remote.state !== 'ready') return { feed: remote, retry, loadMore };
  return { feed: { state: 'ready', items: joined(pages), hasMore: Boolean(last?.has_more), more: later.more }, retry, loadMore };
}

/** The state filter of the list: one state, or every state. */
export type StateFilterValue = ActivityState | 'all';
