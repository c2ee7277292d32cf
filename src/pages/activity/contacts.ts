import type { ActivityContact } from '../../api/activities';
import type { SessionUser } from '../../store';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^[\d\s()+-]+$/;

/** The contact typed into one "phone or e-mail" box, or null when it is neither. */
export function parseContact(raw: string): ActivityContact | null {
  const value = raw.trim();
  if (EMAIL.test(value)) return { email: value.toLowerCase() };
  const digits = value.replace(/\D/g, '');
  if (PHONE.test(value) && digits.length >= 5 && digits.length <= 20) return { mobile: digits };
  return null;
}

export const hasContact = (contact: ActivityContact | null | undefined): boolean => Boolean(contact?.mobile || contact?.email);

/** The account's phone number without its country code (accounts keep `+8613800138000` with `+86`). */
export function nationalMobile(user: Pick<SessionUser, 'mobile' | 'phone_code'>): string {
  const mobile = user.mobile?.trim() ?? '';
  const code = user.phone_code?.trim() ?? '';
  return code && mobile.startsWith(code) ? mobile.slice(code.length) : mobile.replace(/^\+/, '');
}

/** The contact a signed-in user signs in with, as words for the sign-in box (phone first). */
export function userContactText(user: Pick<SessionUser, 'mobile' | 'phone_code' | 'email'> | null): string {
  if (!user) return '';
  return nationalMobile(user) || user.email || '';
}
