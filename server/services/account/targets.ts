import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { badRequest } from '../../http/errors';

/**
 * A phone number: its country code (+86 by default), the national number (digits only) and the two together in E.164,
 * which is how accounts are stored and found: the same national number under another country code is another person.
 */
export interface Phone {
  phoneCode: string;
  mobile: string;
  e164: string;
}

const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]+$/;
const MAINLAND = /^1[3-9]\d{9}$/;

/** Trimmed, lower-case e-mail, or a 400 with the spec's format message. */
export function normaliseEmail(raw: string): string {
  const email = raw.trim().toLowerCase();
  if (email.length > 254 || !EMAIL.test(email)) throw badRequest('server.account.emailFormat', {}, { field: 'email' });
  return email;
}

/** `+86`, `86` and `0086` all become `+86`. */
export function normalisePhoneCode(raw: string | undefined): string {
  const digits = (raw ?? '').trim().replace(/^\+|^00/, '');
  if (!digits) return '+86';
  if (!/^\d{1,4}$/.test(digits)) throw badRequest('server.account.phoneFormat', {}, { field: 'phone_code' });
  return `+${digits}`;
}

/**
 * Keeps digits only (spaces, hyphens and parentheses are dropped); mainland numbers must be 1[3-9] + 9 digits, others
 * a possible number of their country (libphonenumber-js), whose trunk prefix is dropped.
 */
export function normalisePhone(rawMobile: string, rawCode: string | undefined): Phone {
  const phoneCode = normalisePhoneCode(rawCode);
  const digits = rawMobile.trim().replace(/[\s\-()]/g, '');
  if (phoneCode === '+86') {
    if (!MAINLAND.test(digits)) throw badRequest('server.account.phoneFormat', {}, { field: 'mobile' });
    return { phoneCode, mobile: digits, e164: `${phoneCode}${digits}` };
  }
  const parsed = /^\d{4,15}$/.test(digits) ? parsePhoneNumberFromString(`${phoneCode}${digits}`) : undefined;
  if (!parsed?.isPossible() || `+${parsed.countryCallingCode}` !== phoneCode) throw badRequest('server.account.phoneFormat', {}, { field: 'mobile' });
  return { phoneCode, mobile: parsed.nationalNumber, e164: parsed.number };
}

/** The key a code, throttle or lockout is kept under for a phone: its E.164 form. */
export function phoneTarget(phone: Phone): string {
  return phone.e164;
}

/** The national number of a stored E.164 number, for display beside its country code. */
export function nationalNumber(stored: string | null, phoneCode: string | null): string | null {
  if (stored === null) return null;
  return phoneCode && stored.startsWith(phoneCode) ? stored.slice(phoneCode.length) : stored;
}

/** Either an e-mail or a phone, as given in a body with `email` or `mobile` (+ `phone_code`). */
export type Contact = { kind: 'email'; email: string; target: string } | { kind: 'phone'; phone: Phone; target: string };

/** The contact of an e-mail address as typed (400 when malformed). */
export function emailContact(raw: string): Extract<Contact, { kind: 'email' }> {
  const email = normaliseEmail(raw);
  return { kind: 'email', email, target: email };
}

/** The contact of a phone number as typed, with its country code (400 when malformed). */
export function phoneContact(rawMobile: string, rawCode: string | undefined): Contact {
  const phone = normalisePhone(rawMobile, rawCode);
  return { kind: 'phone', phone, target: phoneTarget(phone) };
}

/** The contact of a number typed whole (`+44 20 …`) or as a national number under `phoneCode` (+86 by default). */
export function typedPhoneContact(raw: string, phoneCode: string | undefined): Contact {
  const international = raw.startsWith('+') ? parsePhoneNumberFromString(raw.replace(/[\s\-()]/g, '')) : undefined;
  return international ? phoneContact(international.nationalNumber, `+${international.countryCallingCode}`) : phoneContact(raw, phoneCode);
}

/** Reads `email` or `mobile` from a body; neither → 400 naming `mobile` or `email` as asked. */
export function readContact(body: { email?: string; mobile?: string; phone_code?: string }, missing: 'email' | 'mobile' = 'mobile'): Contact {
  if (body.email?.trim()) return emailContact(body.email);
  if (body.mobile?.trim()) return phoneContact(body.mobile, body.phone_code);
  throw badRequest('server.missingField', { field: missing }, { field: missing });
}
