import { type ComponentType, type ReactNode, useEffect, useState } from 'react';
import { retryChunkOnce } from '../app/chunkReload';

/** Props of a {@link lazyPart}'s component, besides the loaded component's own. */
export interface LazyPartControl {
  /** Loads the part (if not yet) and renders it; once loaded it stays rendered, so closing transitions play. */
  when: boolean;
  /** Rendered instead while `when` holds and the part's chunk failed to load (e.g. offline). */
  failed?: ReactNode;
}

type Loaded<Props> = { state: 'loaded'; Component: ComponentType<Props> } | { state: 'idle' | 'loading' | 'failed' };

/**
 * A part of a screen that only some interactions need (a dialog): its chunk loads on `preload()` or the first time
 * `when` holds, not with the screen. A chunk that fails to load is tried once more in place; a load that still fails is
 * retried the next time `when` turns true.
 */
export function lazyPart<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  let loaded: ComponentType<Props> | undefined;
  let pending: Promise<ComponentType<Props>> | undefined;
  const start = () =>
    (pending ??= retryChunkOnce(load).then(
      (Component) => (loaded = Component),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    ));
  function LazyPart({ when, failed, ...props }: Props & LazyPartControl) {
    const [part, setPart] = useState<Loaded<Props>>(() => (loaded ? { state: 'loaded', Component: loaded } : { state: 'idle' }));
    useEffect(() => {
      if (!when || part.state === 'loaded') return;
      setPart({ state: 'loading' });
      start().then(
        (Component) => setPart({ state: 'loaded', Component }),
        () => setPart({ state: 'failed' }),
      );
      // Only a new `when` (re)starts: a failure must not retry in a loop.
      // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [when]);
    if (part.state === 'loaded') return <part.Component {...(props as Props)} />;
    return when && part.state === 'failed' ? <>{failed}</> : null;
  }
  return Object.assign(LazyPart, {
    /** Starts loading ahead of need (a failure shows when the part is wanted). */
    preload: () => void start().catch(() => undefined),
  });
}
