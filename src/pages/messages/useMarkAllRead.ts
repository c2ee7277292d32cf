import { useCallback, useState } from 'react';
import { contentApi } from '../../api';
import { useApplyStore } from '../../store';

/** The state of "mark all as read": idle, busy, done, or failed with the error. */
export type MarkAllState = { state: 'idle' | 'busy' | 'done' } | { state: 'failed'; error: unknown };

/** Marks every message read; the answer's unread count goes to the header at once. */
export function useMarkAllRead(): { status: MarkAllState; markAll: () => void } {
  const [status, setStatus] = useState<MarkAllState>({ state: 'idle' });
  const markAll = useCallback(() => {
    setStatus({ state: 'busy' });
    contentApi.readAllMessages().then(
      ({ unread }) => {
        useApplyStore.getState().setUnreadCount(unread);
        setStatus({ state: 'done' });
      },
      (error: unknown) => setStatus({ state: 'failed', error }),
    );
  }, []);
  return { status, markAll };
}
