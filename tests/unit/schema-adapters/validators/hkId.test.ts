import { describe, expect, it } from 'vitest';
import { validateHkId } from '../../../../schema-adapters/validators/hkId';

describe('validateHkId', () => {
  const valid = ['A123456(3)', 'G123456(A)', 'B111117(0)', 'AB123456(9)', 'CA182361(1)', 'Z867821(A)'];

  it.each(valid)('accepts %s', (value) => {
    expect(validateHkId(value)).toEqual({ ok: true });
  });

  it.each(['A123456(4)', 'B111111(3)', 'AB123456(8)', 'G123456(0)'])('rejects the check digit of %s', (value) => {
    expect(validateHkId(value)).toEqual({ ok: false, error: 'checkbit' });
  });

  it.each([
    'a123456(3)',
    'A1234563',
    'A123456[3]',
    'A123456(B)',
    'ABC123456(3)',
    'A12345(3)',
    ' A123456(3)',
    'A123456(3) ',
    'A123456（3）',
    '',
  ])('rejects the format of %j', (value) => {
    expect(validateHkId(value)).toEqual({ ok: false, error: 'format' });
  });
});
