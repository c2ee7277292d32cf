import { type ComponentType, type ReactNode, useEffect, useState } from 'react';
import { deferredComponent } from '../../renderers/deferred/deferredComponent';

/** Props of a {@link lazyPart}'s component, besides the loaded component's own. */
export interface LazyPartControl {
  /** Loads the part (if not yet) and renders it; once loaded it stays rendered, so closing transitions play. */
  when: boolean;
  /** Rendered instead while `when` holds and the part's chunk failed to load (e.g. offline). */
  failed?: ReactNode;
}

/**
 * A part of a screen that only some interactions need (a dialog): a {@link deferredComponent} drawn only once its code
 * is there, so the screen never suspends for it. Its chunk loads on `preload()` or the first time `when` holds; a load
 * that fails (after the deferred part's own retry) shows `failed`, and is tried again the next time `when` turns true.
 */
export function lazyPart<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  const Part = deferredComponent('LazyPart', load);
  function LazyPart({ when, failed, ...props }: Props & LazyPartControl) {
    const [state, setState] = useState<'idle' | 'loaded' | 'failed'>('idle');
    useEffect(() => {
      if (!when || Part.part.current) return;
      let current = true;
      setState('idle');
      Part.part.load().then(
        () => current && setState('loaded'),
        () => current && setState('failed'),
      );
      return () => {
        current = false;
      };
    }, [when]);
    if (Part.part.current) return <Part {...(props as Props)} />;
    return when && state === 'failed' ? <>{failed}</> : null;
  }
  return Object.assign(LazyPart, { preload: Part.preload });
}
