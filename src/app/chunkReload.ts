import { isChunkLoadError } from '../../renderers/deferred/chunkRetry';

/** A failed script chunk forces at most one full reload per this interval (spec section 9). */
export const CHUNK_RELOAD_INTERVAL_MS = 60_000;

/** The sessionStorage key of the last forced reload's time. */
export const CHUNK_RELOAD_KEY = 'portal-chunk-reload-at';

/** True when a reload may happen now: none recorded, or the last one at least the interval ago. */
export function mayReload(now: number, lastReloadAt: number | null): boolean {
  return lastReloadAt === null || !Number.isFinite(lastReloadAt) || now - lastReloadAt >= CHUNK_RELOAD_INTERVAL_MS;
}

/** Storage the rule reads and writes (sessionStorage in the browser). */
export type ReloadStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** For a chunk error, records the time and reloads once per interval; returns whether it reloaded. */
export function reloadForChunkError(error: unknown, storage: ReloadStorage, reload: () => void, now = Date.now()): boolean {
  if (!isChunkLoadError(error)) return false;
  const stored = storage.getItem(CHUNK_RELOAD_KEY);
  if (!mayReload(now, stored === null ? null : Number(stored))) return false;
  storage.setItem(CHUNK_RELOAD_KEY, String(now));
  reload();
  return true;
}
