import { INIT, type Middleware, UPDATE_CORE, UPDATE_DATA } from '@jsonforms/core';
import { type FormData, type ModuleOptions, fillBirthdayFromId, pruneFormData } from '../../schema-adapters/index';
import { withOwnKeyUpdate } from './ownKeyUpdates';

/**
 * The JSON Forms store's middleware for a portal form:
 * - the `data` prop is initial data: a later core update (new errors, say) keeps what the applicant typed meanwhile,
 *   unless the prop itself changed;
 * - on load and after every edit, hidden fields and the other text of unchosen options are cleared (so a rule that looks
 *   only at its controller is right), and after an edit a valid 18-digit ID number fills the birthday linked to it,
 *   inside the store so no late echo can undo them;
 * - edits reach every field key, `constructor` included.
 */
export function portalMiddleware(fields: unknown, options: ModuleOptions): Middleware {
  let propData: unknown;
  return (state, action, reducer) => {
    if (action.type === INIT) propData = action.data;
    if (action.type === UPDATE_CORE) {
      if (action.data === propData) return reducer(state, { ...action, data: state.data });
      propData = action.data;
    }
    const next = reducer(state, withOwnKeyUpdate(state, action));
    if (typeof next.data !== 'object' || next.data === null) return next;
    const loaded = action.type === INIT || action.type === UPDATE_CORE;
    if (!loaded && (action.type !== UPDATE_DATA || next.data === state.data)) return next;
    const visible = pruneFormData(fields, next.data as FormData, options);
    const pruned = loaded ? visible : fillBirthdayFromId(fields, visible, options);
    return pruned === next.data ? next : { ...next, data: pruned };
  };
}
