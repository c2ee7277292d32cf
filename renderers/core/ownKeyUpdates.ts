import { type CoreActions, type JsonFormsCore, type Middleware, UPDATE_DATA } from '@jsonforms/core';
import { getIn, setIn } from './setIn';

/** Path segments that lodash's `set`, which JSON Forms edits through, silently refuses to write. */
const REFUSED_BY_LODASH = new Set(['__proto__', 'constructor', 'prototype']);

const isRefused = (path: string) => path.split('.').some((segment) => REFUSED_BY_LODASH.has(segment));

/**
 * An edit at a path lodash refuses (a field keyed `constructor`, say) as an edit of the whole data, computed here;
 * every other action as it is.
 */
export function withOwnKeyUpdate(state: JsonFormsCore, action: CoreActions): CoreActions {
  if (action.type !== UPDATE_DATA || !action.path || !isRefused(action.path)) return action;
  const previous = getIn(state.data, action.path);
  const next: unknown = action.updater(previous === undefined ? undefined : structuredClone(previous));
  const data = setIn(state.data ?? {}, action.path, next);
  return { ...action, path: '', updater: () => data };
}

/** The JSON Forms middleware that lets edits reach every key (see `withOwnKeyUpdate`). */
export const ownKeyMiddleware: Middleware = (state, action, reducer) => reducer(state, withOwnKeyUpdate(state, action));
