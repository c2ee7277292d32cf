import { use } from 'react';

/** What React's `use` reads and writes on a promise: nothing yet, pending, or settled with its value or its reason. */
type Settlement<T> = { status?: undefined } | { status: 'pending' } | { status: 'fulfilled'; value: T } | { status: 'rejected'; reason: unknown };

/**
 * A promise with the fields React's `use` reads and writes (once settled, `use` returns or throws at once), and whether
 * a render found it pending.
 */
type Tracked<T> = Promise<T> & Settlement<T> & { readWhilePending?: boolean };

/** Any promise is a tracked one whose fields are not set yet. */
const trackedOf = <T>(promise: Promise<T>): Tracked<T> => promise;

/**
 * `promise`, marked as React marks the promises `use` waits for, from now on: when it has settled before a component
 * reads it, the component is drawn at once instead of suspending for a turn (no flash of the loading state).
 */
export function usable<T>(promise: Promise<T>): Promise<T> {
  const tracked = trackedOf(promise);
  if (tracked.status !== undefined) return promise;
  Object.assign(tracked, { status: 'pending' });
  promise.then(
    (value) => {
      Object.assign(tracked, { status: 'fulfilled', value });
    },
    (reason: unknown) => {
      Object.assign(tracked, { status: 'rejected', reason });
    },
  );
  return promise;
}

/** Nothing to wait for: `use(READY)` returns at once. */
export const READY: Promise<void> = Object.assign(Promise.resolve(), { status: 'fulfilled' as const, value: undefined });

/** Whether `promise` (marked by `usable`) has been rejected. */
export const isRejected = (promise: Promise<unknown>): boolean => trackedOf(promise).status === 'rejected';

/**
 * `use(promise)` for a promise marked by `usable`, except that a promise no render found pending (a prepared form's load)
 * gives its value without `use`: there is nothing to wait for, and React's test `act()` takes any `use` for waiting on
 * data. A render that found it pending suspends, and the render that follows reads it with `use` again, as React expects.
 */
export function useLoaded<T>(promise: Promise<T>): T {
  const tracked = trackedOf(promise);
  if (tracked.status === 'fulfilled' && !tracked.readWhilePending) return tracked.value;
  if (tracked.status === 'pending') tracked.readWhilePending = true;
  return use(promise);
}
