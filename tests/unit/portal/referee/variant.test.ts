import { describe, expect, it } from 'vitest';
import { fieldIdOf } from '../../../../src/pages/referee/fieldId';
import { letterPath, tokenOf, variantOf } from '../../../../src/pages/referee/variant';

describe('letter variant', () => {
  it('is schwarzman for ssm or the schwarzman layout, itf for itf, else the plain letter screen', () => {
    expect(variantOf('ssm', 'theme-1')).toBe('schwarzman');
    expect(variantOf('', 'schwarzman')).toBe('schwarzman');
    expect(variantOf(' ITF ', 'theme-4')).toBe('itf');
    expect(variantOf('bs', 'theme-1')).toBe('edit');
    expect(variantOf(undefined, null)).toBe('edit');
    expect(letterPath('itf')).toBe('/reference/itf');
  });
  it('reads the invitation token of the link', () => {
    expect(tokenOf(new URLSearchParams('token=%20abc%20'))).toBe('abc');
    expect(tokenOf(new URLSearchParams(''))).toBe('');
  });
  it('finds the definition id of an upload field path', () => {
    const column = { columnTable: { isInColumnTable: 1 } };
    const fields = [
      { id: 30209, field: 'letter_file', type: 8 },
      { id: '4', field: 'group', type: 1 },
      { id: '5', field: 'cv', type: 8, pid: 4, condition: column },
      { id: '6', field: 'cv', type: 8 },
    ];
    expect(fieldIdOf(fields, 'letter_file')).toBe('30209');
    expect(fieldIdOf(fields, 'group.0.cv')).toBe('5');
    expect(fieldIdOf(fields, 'cv')).toBe('6');
    expect(fieldIdOf(fields, 'missing')).toBe('');
    expect(fieldIdOf('not json', 'cv')).toBe('');
  });
});
