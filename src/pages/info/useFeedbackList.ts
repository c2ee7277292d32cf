import { useCallback, useEffect, useState } from 'react';
import type { FeedbackItem } from '../../../protocol/content';
import { publicApi } from '../../api';

/** The user's feedback list, paged: loading, error, items, whether more exist. */
export interface FeedbackListState {
  items: FeedbackItem[];
  total: number;
  hasMore: boolean;
  loading: boolean;
  error: unknown;
}

const PAGE_SIZE = 10;

/** Loads the user's previous feedback page by page; `prepend` adds one just sent. */
export function useFeedbackList(): FeedbackListState & { loadMore: () => void; retry: () => void; prepend: (item: FeedbackItem) => void } {
  const [page, setPage] = useState(1);
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<FeedbackListState>({ items: [], total: 0, hasMore: false, loading: true, error: null });
  useEffect(() => {
    let live = true;
    publicApi.feedbackList(page, PAGE_SIZE).then(
      (data) => {
        if (!live) return;
        setState((current) => {
          const known = new Set(current.items.map((item) => item.id));
          const items = page === 1 ? data.list : [...current.items, ...data.list.filter((item) => !known.has(item.id))];
          return { items, total: data.total, hasMore: data.has_more, loading: false, error: null };
        });
      },
      (error: unknown) => live && setState((current) => ({ ...current, loading: false, error })),
    );
    return () => {
      live = false;
    };
  }, [page, attempt]);
  const loadMore = useCallback(() => {
    setState((current) => ({ ...current, loading: true, error: null }));
    setPage((current) => current + 1);
  }, []);
  const retry = useCallback(() => {
    setState((current) => ({ ...current, loading: true, error: null }));
    setAttempt((current) => current + 1);
  }, []);
  const prepend = useCallback((item: FeedbackItem) => setState((current) => ({ ...current, items: [item, ...current.items], total: current.total + 1 })), []);
  return { ...state, loadMore, retry, prepend };
}
