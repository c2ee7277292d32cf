import { useEffect, useState } from 'react';
import type { FileLinkResolver } from '../core/context';

/** Where a file's address stands: being resolved, loadable, or not available. */
export type FileSrc = { state: 'pending' } | { state: 'ready'; src: string } | { state: 'failed' };

/** How often a shown file's link is renewed (the resolver returns the cached one until it nears its expiry). */
export const FILE_LINK_RENEW_MS = 4 * 60_000;

/** A file address made loadable with `resolve` (used as it is without one), kept fresh while the component is shown. */
export function useResolvedFile(url: string, inline: boolean, resolve: FileLinkResolver | undefined): FileSrc {
  const key = `${inline ? 'inline' : 'download'} ${url}`;
  const [state, setState] = useState<{ key: string; src: FileSrc }>({ key, src: { state: 'pending' } });
  useEffect(() => {
    if (!resolve) return undefined;
    let alive = true;
    const run = () =>
      resolve(url, { inline }).then(
        (src) => {
          if (alive) setState((current) => (current.key === key && current.src.state === 'ready' && current.src.src === src ? current : { key, src: { state: 'ready', src } }));
        },
        () => {
          if (alive) setState({ key, src: { state: 'failed' } });
        },
      );
    void run();
    const timer = setInterval(() => void run(), FILE_LINK_RENEW_MS);
    return () => {
      alive = false;
      clearInterval(timer);
    };
  }, [key, url, inline, resolve]);
  if (!resolve) return { state: 'ready', src: url };
  return state.key === key ? state.src : { state: 'pending' };
}
