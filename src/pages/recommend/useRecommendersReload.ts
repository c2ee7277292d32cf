import { useEffect, useRef } from 'react';

/** Reloads the recommenders when the window regains focus (an invitation answered elsewhere) and after each save of the module. */
export function useRecommendersReload(reload: () => void, savedVersion: number | undefined): void {
  useEffect(() => {
    window.addEventListener('focus', reload);
    return () => window.removeEventListener('focus', reload);
  }, [reload]);
  const shownVersion = useRef(savedVersion);
  useEffect(() => {
    if (shownVersion.current === savedVersion) return;
    shownVersion.current = savedVersion;
    reload();
  }, [savedVersion, reload]);
}
