import { badRequest } from '../../http/errors';

/** A phone number as stored: country code (+86 by default) and the national number, digits only. */
export interface Phone {
  phoneCode: string;
  mobile: string;
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

/** Keeps digits only (spaces, hyphens and parentheses are dropped); mainland numbers must be 1[3-9] + 9 digits. */
export function normalisePhone(rawMobile: string, rawCode: string | undefined): Phone {
  const phoneCode = normalisePhoneCode(rawCode);
  const mobile = rawMobile.trim().replace(/[\s\-()]/g, '');
  const valid = phoneCode === '+86' ? MAINLAND.test(mobile) : /^\d{4,15}$/.test(mobile);
  if (!valid) throw badRequest('server.account.phoneFormat', {}, { field: 'mobile' });
  return { phoneCode, mobile };
}

/** The key a code, throttle or lockout is kept under: the e-mail, or the phone with its country code. */
export function phoneTarget(phone: Phone): string {
  return `${phone.phoneCode}${phone.mobile}`;
}

/** Either an e-mail or a phone, as given in a body with `email` or `mobile` (+ `phone_code`). */
export type Contact = { kind: 'email'; email: string; target: string } | { kind: 'phone'; phone: Phone; target: string };

/** Reads `email` or `mobile` from a body; neither → 400 naming `mobile` or `email` as asked. */
export function readContact(body: { email?: string; mobile?: string; phone_code?: string }, missing: 'email' | 'mobile' = 'mobile'): Contact {
  if (body.email?.trim()) {
    const email = normaliseEmail(body.email);
    return { kind: 'email', email, target: email };
  }
  if (body.mobile?.trim()) {
    const phone = normalisePhone(body.mobile, body.phone_code);
    return { kind: 'phone', phone, target: phoneTarget(phone) };
  }
  throw badRequest('server.missingField', { field: missing }, { field: missing });
}
