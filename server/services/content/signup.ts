import type { SignUpResult } from '../../../protocol/content';
import { type FieldDefinition, type FormRuntime, type Locale, isEmailField, isPhoneField } from '../../../schema-adapters';
import type { Db } from '../../db/connect';
import { ApiError, badRequest, conflict } from '../../http/errors';
import { parseJsonObject } from '../../http/jsonObject';
import { fieldsFromText } from '../apply/fieldsCache';
import type { ActivityView } from './activities';
import { belongsTo, normaliseEmail, normaliseMobile, type Participant } from './participant';
import { isRecord } from '../../../schema-adapters/keywords/record';

export interface SignUpInput {
  /** JSON text of the sign-up form values. */
  value: string | undefined;
  mobile: string | undefined;
  email: string | undefined;
}

/** Refuses sign-up outside the open window: closed, expired or not yet open. */
export function assertOpen(view: ActivityView, now: number): void {
  const { row } = view;
  if (row.closed === 1) throw badRequest('server.content.activityClosed');
  if (now > row.end_time || now > row.signup_end) throw badRequest('server.content.activityExpired');
  if (now < row.signup_start) throw badRequest('server.content.activityNotStarted');
}

/** Refuses cancelling once the organiser closed the activity or it has started. */
export function assertCancellable(view: ActivityView, now: number): void {
  if (view.row.closed === 1) throw badRequest('server.content.activityClosed');
  if (now >= view.row.start_time) throw badRequest('server.content.cancelClosed');
}

/** Form values from their JSON text; 400 naming `value` when it is not a JSON object. */
export function parseValues(text: string | undefined): Record<string, unknown> {
  if (text === undefined || text.trim() === '') return {};
  return parseJsonObject(text, 'value');
}

/** Contacts from the form: the first phone field (type 13) and the first e-mail field (type 1, nature 5). */
function contactsInValues(fields: FieldDefinition[], values: Record<string, unknown>): { mobile?: string; email?: string } {
  const found: { mobile?: string; email?: string } = {};
  for (const field of fields) {
    const value = Object.hasOwn(values, field.field) ? values[field.field] : undefined;
    if (isPhoneField(field) && !found.mobile && isRecord(value)) {
      const { number } = value;
      if (typeof number === 'string' && number.trim()) found.mobile = number;
    }
    if (isEmailField(field) && !found.email && typeof value === 'string' && value.trim()) found.email = value;
  }
  return found;
}

/** Signs a participant up: window, form values, a phone or e-mail contact, no duplicate, capacity. */
export async function signUp(db: Db, forms: FormRuntime, view: ActivityView, who: Participant, input: SignUpInput, now: number, locale: Locale): Promise<SignUpResult> {
  assertOpen(view, now);
  const values = parseValues(input.value);
  const fields = fieldsFromText(view.row.fields);
  const errors = forms.validate(fields, values, { locale });
  if (errors.length > 0) throw badRequest('server.content.signUpInvalid', {}, { errors });
  const fromForm = contactsInValues(fields, values);
  const mobile = normaliseMobile(input.mobile ?? fromForm.mobile);
  const email = normaliseEmail(input.email ?? fromForm.email);
  if (mobile === null && email === null) throw badRequest('server.content.contactRequired');

  const claimant: Participant = { userId: who.userId, mobile, email };
  const duplicate = await db
    .selectFrom('activity_signups')
    .select('id')
    .where('activity_id', '=', view.row.id)
    .where('cancelled_at', 'is', null)
    .where(belongsTo(claimant))
    .executeTakeFirst();
  if (duplicate) throw conflict('server.content.alreadySignedUp');
  const { capacity } = view.row;
  if (capacity > 0 && view.signedCount >= capacity) throw badRequest('server.content.activityFull');

  const inserted = await db
    .insertInto('activity_signups')
    .values({ activity_id: view.row.id, user_id: who.userId, mobile, email, value: JSON.stringify(values), created_at: now, cancelled_at: null, signed_in_at: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (capacity > 0) {
    // Two sign-ups racing for the last place: the later one (higher id) gives way.
    const ahead = await db
      .selectFrom('activity_signups')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('activity_id', '=', view.row.id)
      .where('cancelled_at', 'is', null)
      .where('id', '<=', inserted.id)
      .executeTakeFirst();
    if (Number(ahead?.count ?? 0) > capacity) {
      await db.deleteFrom('activity_signups').where('id', '=', inserted.id).execute();
      throw badRequest('server.content.activityFull');
    }
  }
  return { id: inserted.id, act_id: view.row.id, state: 'signed' };
}

/** The participant's active sign-up for the activity, or a 404 saying they have not signed up. */
export function ownSignup(view: ActivityView) {
  if (!view.mine) throw new ApiError(404, 'server.content.notSignedUp');
  return view.mine;
}
