import { type ComponentType, lazy } from 'react';
import { type DeferredPart, deferredPart } from './deferredPart';

/**
 * A component whose code loads on demand. `part` is what `prepareForm` loads ahead; `preload()` starts the load ahead
 * of the first render (a pointer over the button that opens it) and, after a failed load, tries again.
 */
export type DeferredComponent<P extends object> = ComponentType<P> & { part: DeferredPart<ComponentType<P>>; preload: () => void };

/**
 * The component `importer` loads: drawn at once when its code is there (a prepared form, a preloaded menu), otherwise
 * it suspends until it is (the nearest Suspense boundary waits; a failed load goes to the nearest error boundary).
 * This is the portal's one way to load a component lazily, in place of `React.lazy`: the same chunk retry everywhere,
 * a `preload`, and no flash of the loading state for code that is already there.
 */
export function deferredComponent<P extends object>(name: string, importer: () => Promise<ComponentType<P>>): DeferredComponent<P> {
  const part = deferredPart(importer);
  // Only ever suspends: a render that finds the code missing is not committed, and the render after the load draws
  // the loaded component itself (`part.current`). React.lazy rather than `use`, so that tests rendering in act() work.
  const waiting = new WeakMap<Promise<ComponentType<P>>, ComponentType<P>>();
  const waitFor = (loading: Promise<ComponentType<P>>) => {
    let Waiting = waiting.get(loading);
    if (!Waiting) waiting.set(loading, (Waiting = lazy(() => loading.then((Loaded) => ({ default: Loaded })))));
    return Waiting;
  };
  function Deferred(props: P) {
    const Loaded = part.current ?? waitFor(part.read());
    return <Loaded {...props} />;
  }
  Deferred.displayName = `Deferred(${name})`;
  return Object.assign(Deferred, { part, preload: () => void part.load().catch(() => undefined) });
}

/** True for a component made by `deferredComponent`. */
export function isDeferred(component: unknown): component is DeferredComponent<object> {
  return typeof component === 'function' && 'part' in component;
}
