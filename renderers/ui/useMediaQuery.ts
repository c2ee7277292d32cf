import { useCallback, useSyncExternalStore } from 'react';

/** Where media queries cannot be evaluated (no `matchMedia`, as in jsdom), none matches: MUI's behaviour. */
const canMatch = (): boolean => typeof window !== 'undefined' && typeof window.matchMedia === 'function';

/** Whether a CSS media query matches now, updated as it changes (MUI's `useMediaQuery` on the client, without MUI). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (notify: () => void) => {
      if (!canMatch()) return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', notify);
      return () => list.removeEventListener('change', notify);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => canMatch() && window.matchMedia(query).matches, () => false);
}
