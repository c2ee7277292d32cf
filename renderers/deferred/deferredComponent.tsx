import type { ComponentType } from 'react';
import { type DeferredPart, deferredPart } from './deferredPart';
import { useLoaded } from './usable';

/** A component whose code loads on demand; `part` is what `prepareForm` loads ahead. */
export type DeferredComponent<P extends object> = ComponentType<P> & { part: DeferredPart<ComponentType<P>> };

/**
 * The component `importer` loads: drawn at once when its code is there (a prepared form), otherwise it suspends
 * until it is (the nearest Suspense boundary waits; a failed load goes to the nearest error boundary).
 * `use` reads the part's one load, settled or not (see `DeferredPart.read`).
 */
export function deferredComponent<P extends object>(name: string, importer: () => Promise<ComponentType<P>>): DeferredComponent<P> {
  const part = deferredPart(importer);
  function Deferred(props: P) {
    const Loaded = useLoaded(part.read());
    return <Loaded {...props} />;
  }
  Deferred.displayName = `Deferred(${name})`;
  return Object.assign(Deferred, { part });
}

/** True for a component made by `deferredComponent`. */
export function isDeferred(component: unknown): component is DeferredComponent<object> {
  return typeof component === 'function' && 'part' in component;
}
