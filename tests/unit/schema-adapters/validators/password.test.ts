import { describe, expect, it } from 'vitest';
import { checkPassword } from '../../../../schema-adapters/index';

describe('checkPassword', () => {
  it.each(['Abcdefg1', 'Passw0rd!', 'aB3aB3aB3aB3'])('accepts %j', (value) => {
    expect(checkPassword(value)).toBe(true);
  });

  it.each([
    ['too short', 'Abcdef1'],
    ['no upper case', 'abcdefg1'],
    ['no lower case', 'ABCDEFG1'],
    ['no digit', 'Abcdefgh'],
    ['empty', ''],
  ])('rejects a password with %s', (_label, value) => {
    expect(checkPassword(value)).toBe(false);
  });
});
