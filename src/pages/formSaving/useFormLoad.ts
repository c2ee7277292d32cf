import { useCallback } from 'react';
import { isChunkLoadError, retryChunkOnce } from '../../../renderers/deferred/chunkRetry';
import { reloadForChunkError } from '../../app/chunkReload';
import { type Remote, useRemote } from '../../components/useRemote';

const reload = () => location.reload();

/**
 * `useRemote` for a page whose loading step also loads the code of its form (`preparePortalForm`). A script chunk that
 * fails to load is tried once more in place, then forces a full reload, at most once a minute, as a route's own chunk
 * does (spec section 9); the page stays loading meanwhile. Otherwise it shows the load failure, whose retry reloads the
 * page (some browsers keep a failed chunk failed until then).
 */
export function useFormLoad<T>(load: () => Promise<T>): { remote: Remote<T>; retry: () => void } {
  const loadOrReload = useCallback(
    () =>
      retryChunkOnce(load).catch((error: unknown) => {
        if (reloadForChunkError(error, sessionStorage, reload)) return new Promise<never>(() => undefined);
        throw error;
      }),
    [load],
  );
  const { remote, retry } = useRemote(loadOrReload);
  const chunkFailed = remote.state === 'error' && isChunkLoadError(remote.error);
  return { remote, retry: chunkFailed ? reload : retry };
}
