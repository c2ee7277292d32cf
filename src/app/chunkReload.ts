/** A failed script chunk forces at most one full reload per this interval (spec section 9). */
export const CHUNK_RELOAD_INTERVAL_MS = 60_000;

/** How long a failed chunk load waits before its one retry in place (a passing network hiccup then costs no reload). */
export const CHUNK_RETRY_DELAY_MS = 500;

/** The sessionStorage key of the last forced reload's time. */
export const CHUNK_RELOAD_KEY = 'portal-chunk-reload-at';

const CHUNK_ERROR = /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|Loading (CSS )?chunk [\w-]+ failed|ChunkLoadError/i;

/** True when an error is a failed load of a script (or style) chunk. */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || CHUNK_ERROR.test(error.message);
}

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

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs `load`; when it fails to load a chunk, waits and runs it once more in place. Browsers that fetch a failed module
 * again (current Chromium) then recover without a reload; those that keep the failure until the page reloads fail the
 * retry at once, and the caller's chunk-reload rule takes over. Other errors are not retried.
 */
export async function retryChunkOnce<T>(load: () => Promise<T>, delayMs = CHUNK_RETRY_DELAY_MS): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (!isChunkLoadError(error)) throw error;
    await pause(delayMs);
    return load();
  }
}
