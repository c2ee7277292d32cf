/** How long a failed chunk load waits before its one retry in place (a passing network hiccup then costs no reload). */
export const CHUNK_RETRY_DELAY_MS = 500;

const CHUNK_ERROR = /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|Loading (CSS )?chunk [\w-]+ failed|ChunkLoadError/i;

/** True when an error is a failed load of a script (or style) chunk. */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || CHUNK_ERROR.test(error.message);
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
