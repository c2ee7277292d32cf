import { use } from 'react';

/**
 * A promise with the fields React's `use` reads and writes (once settled, `use` returns or throws at once), and whether
 * a render found it pending.
 */
type Tracked<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T; reason?: unknown; readWhilePending?: boolean };

/**
 * `promise`, marked as React marks the promises `use` waits for, from now on: when it has settled before a component
 * reads it, the component is drawn at once instead of suspending for a turn (no flash of the loading state).
 */
export function usable<T>(promise: Promise<T>): Promise<T> {
  const tracked = promise as Tracked<T>;
  if (tracked.status !== undefined) return promise;
  tracked.status = 'pending';
  promise.then(
    (value) => {
      tracked.status = 'fulfilled';
      tracked.value = value;
    },
    (reason: unknown) => {
      tracked.status = 'rejected';
      tracked.reason = reason;
    },
  );
  return promise;
}

/** Nothing to wait for: `use(READY)` returns at once. */
export const READY: Promise<void> = Object.assign(Promise.resolve(), { status: 'fulfilled' as const, value: undefined });

/** Whether `promise` (marked by `usable`) has been rejected. */
export const isRejected = (promise: Promise<unknown>): boolean => (promise as Tracked<unknown>).status === 'rejected';

/**
 * `use(promise)` for a promise marked by `usable`, except that a promise no render found pending (a prepared form's load)
 * gives its value without `use`: there is nothing to wait for, and React's test `act()` takes any `use` for waiting on
 * data. A render that found it pending suspends, and the render that follows reads it with `use` again, as React expects.
 */
export function useLoaded<T>(promise: Promise<T>): T {
  const tracked = promise as Tracked<T>;
  if (tracked.status === 'fulfilled' && !tracked.readWhilePending) return tracked.value as T;
  if (tracked.status === 'pending') tracked.readWhilePending = true;
  return use(promise);
}
