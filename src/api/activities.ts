import { PATHS } from '../../protocol';
import type { ActivityDetail, ActivityQuantity, ActivityState, ActivitySummary, Paged, RegisteredActivity, SignUpResult } from '../../protocol/content';
import type { RawFieldDefinitions } from '../../schema-adapters';
import { apiGet, apiPost } from './client';
import type { PageQuery, ProjectScope } from './content';

/** The contact an anonymous visitor signed up with; the server reads it only for anonymous callers. */
export interface ActivityContact {
  mobile?: string;
  email?: string;
}

/** Project scope and, for anonymous callers, the contact whose sign-ups decide the states. */
export type ActivityScope = ProjectScope & ActivityContact;

/** GET activities.quantity: how many activities are in each state (and in all). */
export const quantity = (scope: ActivityScope = {}) => apiGet<ActivityQuantity>(PATHS.activities.quantity, { ...scope });

/** GET activities.list: one page of the project's activities, newest first, optionally of one state. */
export const list = (scope: ActivityScope & PageQuery & { state?: ActivityState } = {}) => apiGet<Paged<ActivitySummary>>(PATHS.activities.list, { ...scope });

/** GET activities.detail: one activity with its description and the caller's state (404 when it does not exist). */
export const detail = (id: number, scope: ActivityScope = {}) => apiGet<ActivityDetail>(PATHS.activities.detail, { ...scope, id });

/** GET activities.registered (signed in, or by contact): the activities the caller signed up for. */
export const registered = (scope: ActivityScope = {}) => apiGet<{ list: RegisteredActivity[]; total: number }>(PATHS.activities.registered, { ...scope });

/** GET activities.applyFields: the activity's sign-up form as raw field definitions. */
export async function applyFields(actId: number, scope: ProjectScope = {}): Promise<{ act_id: number; fields: RawFieldDefinitions }> {
  // The check comes with the form runtime the sign-up page loads anyway: a static import would put it on every screen.
  const [answer, { asRawDefinitions }] = await Promise.all([
    apiGet<{ act_id: number; fields: unknown }>(PATHS.activities.applyFields, { ...scope, act_id: actId }),
    import('../../schema-adapters/runtime/createFormRuntime'),
  ]);
  return { act_id: answer.act_id, fields: asRawDefinitions(answer.fields) };
}

/** POST activities.actSignUp: signs up with the form's values (JSON text); a phone or e-mail contact is required. */
export const signUp = (actId: number, values: Record<string, unknown>, scope: ActivityScope = {}) =>
  apiPost<SignUpResult>(PATHS.activities.actSignUp, { ...scope, act_id: actId, value: JSON.stringify(values) });

/** POST activities.cancel: cancels the caller's sign-up (anonymous: by the contact used to sign up). */
export const cancel = (actId: number, scope: ActivityScope = {}) =>
  apiPost<{ id: number; act_id: number; cancelled: true }>(PATHS.activities.cancel, { ...scope, act_id: actId });

/** POST activities.signIn: signs in at the activity (its day only); answers when the sign-in was recorded. */
export const signIn = (actId: number, scope: ActivityScope = {}) =>
  apiPost<{ id: number; act_id: number; signed_in_at: number }>(PATHS.activities.signIn, { ...scope, act_id: actId });
