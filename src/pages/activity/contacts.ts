import type { ActivityContact } from '../../api/activities';
import { type FieldDefinition, isEmailField, isPhoneField } from '../../../schema-adapters';
import type { SessionUser } from '../../store';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^[\d\s()+-]+$/;

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** The contact typed into one "phone or e-mail" box, or null when it is neither. */
export function parseContact(raw: string): ActivityContact | null {
  const value = raw.trim();
  if (EMAIL.test(value)) return { email: value.toLowerCase() };
  const digits = value.replace(/\D/g, '');
  if (PHONE.test(value) && digits.length >= 5 && digits.length <= 20) return { mobile: digits };
  return null;
}

/** The contact a sign-up form's values carry: the first phone field's number and the first e-mail field. */
export function contactInValues(fields: readonly FieldDefinition[], values: Record<string, unknown>): ActivityContact {
  const found: ActivityContact = {};
  for (const field of fields) {
    const value = values[field.field];
    if (isPhoneField(field) && !found.mobile && typeof value === 'object' && value !== null) {
      const number = text((value as { number?: unknown }).number).replace(/\D/g, '');
      if (number) found.mobile = number;
    }
    if (isEmailField(field) && !found.email && text(value)) found.email = text(value).toLowerCase();
  }
  return found;
}

export const hasContact = (contact: ActivityContact | null | undefined): boolean => Boolean(contact?.mobile || contact?.email);

/** The account's phone number without its country code (accounts keep `+8613800138000` with `+86`). */
export function nationalMobile(user: Pick<SessionUser, 'mobile' | 'phone_code'>): string {
  const mobile = user.mobile?.trim() ?? '';
  const code = user.phone_code?.trim() ?? '';
  return code && mobile.startsWith(code) ? mobile.slice(code.length) : mobile.replace(/^\+/, '');
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

/** The contact a signed-in user signs in with, as words for the sign-in box (phone first). */
export function userContactText(user: Pick<SessionUser, 'mobile' | 'phone_code' | 'email'> | null): string {
  if (!user) return '';
  return nationalMobile(user) || user.email || '';
}
