import type { IdCheckResult } from './idResult';

const MO_ID_PATTERN = /^[157]\d{6}\(\d\)$/;

/** Validates a Macau identity card number such as `1234567(8)`, by format only. */
export function validateMoId(value: string): IdCheckResult {
  return MO_ID_PATTERN.test(value) ? { ok: true } : { ok: false, error: 'format' };
}
