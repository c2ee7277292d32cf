import { retryChunkOnce } from './chunkRetry';
import { isRejected, usable } from './usable';

/** Code a form loads on demand: loaded before the form is drawn (see `prepareForm`), `current` once it is there. */
export interface DeferredPart<T = unknown> {
  /** The loaded code, or undefined until it has loaded. */
  readonly current: T | undefined;
  /**
   * For a render: the part's one load, started if none, the same promise while loading and after it settled (so `use`
   * reads it at once, and a render that suspended reads the same one again); a failed load stays failed.
   */
  read(): Promise<T>;
  /** For a loading step: `read()`, or a new try when the last load failed. */
  load(): Promise<T>;
}

/**
 * A part whose code `importer` loads (a dynamic `import()`, so the bundler gives it its own chunk). A chunk that fails
 * to load is tried once more in place (`retryChunkOnce`) before the load counts as failed.
 */
export function deferredPart<T>(importer: () => Promise<T>): DeferredPart<T> {
  let current: T | undefined;
  let loading: Promise<T> | undefined;
  const start = () => usable(retryChunkOnce(importer).then((loaded) => (current = loaded)));
  return {
    get current() {
      return current;
    },
    read() {
      loading ??= start();
      return loading;
    },
    load() {
      if (loading === undefined || isRejected(loading)) loading = start();
      return loading;
    },
  };
}
