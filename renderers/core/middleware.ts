import { INIT, type Middleware, UPDATE_CORE, UPDATE_DATA } from '@jsonforms/core';
import type { FormRuntime, ModuleOptions, RawFieldDefinitions } from '../../schema-adapters/index';
import type { FormValues } from './formValues';
import { withOwnKeyUpdate } from './ownKeyUpdates';

/**
 * The JSON Forms store's middleware for a portal form, whose values are owned by `values`:
 * - JSON Forms reduces every action from the owner's data (keystrokes it has not repainted yet included), and its
 *   result goes back to the owner, so JSON Forms only mirrors it and no late echo can undo a newer value;
 * - the `data` prop is initial data: a later core update (new errors, say) keeps the values, unless the prop changed;
 * - on load and after every edit, hidden fields and the other text of unchosen options are cleared (so a rule that looks
 *   only at its controller is right), and after an edit a valid 18-digit ID number fills the birthday linked to it;
 * - edits reach every field key, `constructor` included.
 */
export function portalMiddleware(runtime: FormRuntime, fields: RawFieldDefinitions, options: ModuleOptions, values: FormValues): Middleware {
  let propData: unknown;
  return (state, action, reducer) => {
    if (action.type === INIT) propData = action.data;
    if (action.type === UPDATE_CORE) {
      if (action.data === propData) return reducer(state, { ...action, data: values.getState().data });
      propData = action.data;
    }
    const owned = action.type === UPDATE_DATA ? { ...state, data: values.getState().data } : state;
    const next = reducer(owned, withOwnKeyUpdate(owned, action));
    if (typeof next.data !== 'object' || next.data === null) return next;
    const loaded = action.type === INIT || action.type === UPDATE_CORE;
    if (!loaded && (action.type !== UPDATE_DATA || next.data === owned.data)) return next;
    const visible = runtime.prune(fields, next.data, options);
    if (loaded) {
      values.settle(visible);
      return visible === next.data ? next : { ...next, data: visible };
    }
    const tidied = runtime.fillBirthday(fields, visible, options);
    values.edit(tidied);
    return tidied === next.data ? next : { ...next, data: tidied };
  };
}
