import { useEffect, useState } from 'react';
import { loadedSanitizer, loadSanitizer, type Sanitize } from './sanitizer';

/** The sanitizer when `needed` (loading it if the page did not load it with its data), else undefined. */
export function useSanitizer(needed: boolean): Sanitize | undefined {
  const [sanitize, setSanitize] = useState(loadedSanitizer);
  useEffect(() => {
    if (!needed || sanitize) return;
    let live = true;
    loadSanitizer().then(
      (loaded) => live && setSanitize(() => loaded),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [needed, sanitize]);
  return needed ? sanitize : undefined;
}
