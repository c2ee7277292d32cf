import { isEmptyValue } from '../validators/emptiness';
import { defineKeyword } from './defineKeyword';

const PHONE_CHARACTERS = /^[\d()-]+$/;
const MAINLAND_MOBILE = /^1[3-9]\d{9}$/;
const MAINLAND_CODES = new Set(['+86', '86']);

/** The failing rule of a `{ code, number }` phone value, if any. */
function phoneFailure(code: unknown, number: unknown): 'number' | 'mainland' | undefined {
  if (isEmptyValue(number)) return undefined;
  if (typeof number !== 'string' || !PHONE_CHARACTERS.test(number)) return 'number';
  if (typeof code === 'string' && MAINLAND_CODES.has(code) && !MAINLAND_MOBILE.test(number)) return 'mainland';
  return undefined;
}

/** `phone: true` checks `{ code, number }`: number of digits, `-`, `(`, `)`; a mainland mobile after `+86`/`86`. */
export const phone = defineKeyword({ keyword: 'phone', type: 'object', metaSchema: { const: true } }, (_schema: true, value: Record<string, unknown>) => {
  const reason = phoneFailure(value.code, value.number);
  return reason ? [{ params: { reason } }] : [];
});
