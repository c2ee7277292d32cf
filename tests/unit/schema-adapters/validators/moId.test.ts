import { describe, expect, it } from 'vitest';
import { validateMoId } from '../../../../schema-adapters/validators/moId';

describe('validateMoId', () => {
  it.each(['1234567(8)', '5686611(1)', '7000000(0)'])('accepts %s', (value) => {
    expect(validateMoId(value)).toEqual({ ok: true });
  });

  it.each(['2234567(8)', '1234567(A)', '12345678', '123456(8)', '1234567[8]', ' 1234567(8)', ''])(
    'rejects %j as format',
    (value) => {
      expect(validateMoId(value)).toEqual({ ok: false, error: 'format' });
    },
  );
});
