import type { ActivityContact } from '../../api/activities';
import { type FieldDefinition, isEmailField, isPhoneField } from '../../../schema-adapters';
import type { SessionUser } from '../../store';
import { nationalMobile } from './contacts';

// Apart from contacts.ts: these read field definitions, and the adapters they need stay off the sign-in route.

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** The contact a sign-up form's values carry: the first phone field's number and the first e-mail field. */
export function contactInValues(fields: readonly FieldDefinition[], values: Record<string, unknown>): ActivityContact {
  const found: ActivityContact = {};
  for (const field of fields) {
    const value = values[field.field];
    if (isPhoneField(field) && !found.mobile && typeof value === 'object' && value !== null) {
      const number = text('number' in value ? value.number : undefined).replace(/\D/g, '');
      if (number) found.mobile = number;
    }
    if (isEmailField(field) && !found.email && text(value)) found.email = text(value).toLowerCase();
  }
  return found;
}

/** Sign-up values filled from the account: its phone into the first phone field, its e-mail into the first e-mail field. */
export function prefillFromUser(fields: readonly FieldDefinition[], user: Pick<SessionUser, 'mobile' | 'phone_code' | 'email'> | null): Record<string, unknown> {
  if (!user) return {};
  const values: Record<string, unknown> = {};
  const phone = fields.find(isPhoneField);
  const email = fields.find(isEmailField);
  const number = nationalMobile(user);
  if (phone && number) values[phone.field] = { code: user.phone_code || '+86', number };
  if (email && user.email) values[email.field] = user.email;
  return values;
}
