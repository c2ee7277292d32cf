import { bareCode } from '../../protocol/regions';
import { isObject } from '../core/isObject';

/** A phone field's value: its calling code and its number. */
export interface PhoneValue {
  code: string;
  number: string;
}

const DEFAULT_CODE = '+86';

/** The field's value, with the default code and no number for what is missing or malformed. */
export function phoneOf(data: unknown): PhoneValue {
  const value = isObject(data) ? data : {};
  return { code: typeof value.code === 'string' ? value.code : DEFAULT_CODE, number: typeof value.number === 'string' ? value.number : '' };
}

/** What the number input keeps: digits, hyphens and parentheses. */
export const cleanPhoneNumber = (text: string): string => text.replace(/[^\d()-]/g, '');

/** The value as preview shows it (`+86 138…`); nothing without a number. */
export const phoneText = (phone: PhoneValue): string => (phone.number ? `${phone.code ? `+${bareCode(phone.code)} ` : ''}${phone.number}` : '');
