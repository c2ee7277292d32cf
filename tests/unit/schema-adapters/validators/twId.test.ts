import { describe, expect, it } from 'vitest';
import { validateTwId } from '../../../../schema-adapters/validators/twId';

describe('validateTwId', () => {
  const nationalIds = ['A123456789', 'Y123456788', 'O158238845', 'U193683453', 'Z277018381'];

  it.each(nationalIds)('accepts the national ID %s', (value) => {
    expect(validateTwId(value)).toEqual({ ok: true });
  });

  it.each(['A800000014', 'A923456785', 'C987654321'])('accepts the new-format resident number %s', (value) => {
    expect(validateTwId(value)).toEqual({ ok: true });
  });

  it.each(['A123456788', 'A123456780', 'A800000000', 'F931104091'])('rejects the checksum of %s', (value) => {
    expect(validateTwId(value)).toEqual({ ok: false, error: 'checkbit' });
  });

  it.each(['a123456789', 'A323456789', 'A12345678', 'A1234567890', 'AB23456789', ' A123456789', 'A１23456789', ''])(
    'rejects the format of %j',
    (value) => {
      expect(validateTwId(value)).toEqual({ ok: false, error: 'format' });
    },
  );
});
