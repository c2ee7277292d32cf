import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { validateIdNumber } from '../../../../schema-adapters/index';

const CHECK_CHARACTERS = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', 'X'];

describe('validateIdNumber', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('accepts a valid 18-digit ID and returns its birthday', () => {
    expect(validateIdNumber('210203197503102721')).toEqual({ ok: true, birthday: '1975-03-10' });
  });

  it('accepts an upper-case and a lower-case X check character', () => {
    expect(validateIdNumber('11010120170210193X')).toEqual({ ok: true, birthday: '2017-02-10' });
    expect(validateIdNumber('11010120170210193x')).toEqual({ ok: true, birthday: '2017-02-10' });
  });

  it('accepts a valid 15-digit ID without a birthday', () => {
    expect(validateIdNumber('110101491001001')).toEqual({ ok: true });
  });

  it.each([
    ['too short', '11010119900307867'],
    ['too long', '1101011990030786701'],
    ['16 digits', '1101011990030786'],
    ['letter inside', '11010119900A078670'],
    ['X in a 15-digit ID', '11010149100100X'],
    ['surrounding space', ' 110101199003078670'],
    ['trailing space', '110101199003078670 '],
    ['full-width digits', '１１０１０１１９９００３０７８６７０'],
    ['empty', ''],
  ])('rejects the pattern (%s) as format', (_label, value) => {
    expect(validateIdNumber(value)).toEqual({ ok: false, error: 'format' });
  });

  it.each([
    ['February 30th', '110101199002301234'],
    ['month 13', '110101199013011234'],
    ['day 00', '110101199001001234'],
    ['29 February of a non-leap year', '110101190002291234'],
    ['before 1800', '110101179912311234'],
    ['15-digit with month 13', '110101901301001'],
  ])('rejects an impossible birth date (%s) as format', (_label, value) => {
    expect(validateIdNumber(value)).toEqual({ ok: false, error: 'format' });
  });

  it('accepts 29 February of a leap year in the birth date', () => {
    expect(validateIdNumber('110101200002291234').error).not.toBe('format');
  });

  it('rejects a birth date after today, read at call time', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(2017, 1, 9, 12));
    expect(validateIdNumber('11010120170210193X')).toEqual({ ok: false, error: 'format' });
    vi.setSystemTime(new Date(2017, 1, 10, 12));
    expect(validateIdNumber('11010120170210193X')).toEqual({ ok: true, birthday: '2017-02-10' });
  });

  it.each(['16', '10', '00', '24', '38', '47', '55', '60', '66', '72', '80', '84', '90', '92', '99'])(
    'rejects area %s',
    (area) => {
      expect(validateIdNumber(`${area}0203197503102721`).error).toBe('area');
    },
  );

  it.each(['11', '15', '21', '23', '31', '37', '41', '46', '50', '54', '61', '65', '71', '81', '82', '83', '91'])(
    'accepts area %s past the area check',
    (area) => {
      expect(validateIdNumber(`${area}0203197503102721`).error).not.toBe('area');
    },
  );

  it('checks the area of a 15-digit ID', () => {
    expect(validateIdNumber('160101491001001')).toEqual({ ok: false, error: 'area' });
  });

  it('reports a wrong check character as checkbit', () => {
    expect(validateIdNumber('110101199003078671')).toEqual({ ok: false, error: 'checkbit' });
    expect(validateIdNumber('11010119900307867X')).toEqual({ ok: false, error: 'checkbit' });
  });

  it('reports the first failing check: format before area before checkbit', () => {
    expect(validateIdNumber('160101199002301234').error).toBe('format');
    expect(validateIdNumber('160101199003078671').error).toBe('area');
  });

  it('accepts exactly one check character for any valid body', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('11', '44', '91'),
        fc.stringMatching(/^\d{4}$/),
        fc.date({ min: new Date(1900, 0, 1), max: new Date(2000, 11, 31), noInvalidDate: true }),
        fc.stringMatching(/^\d{3}$/),
        (area, county, birth, sequence) => {
          const pad = (n: number): string => String(n).padStart(2, '0');
          const date = `${birth.getFullYear()}${pad(birth.getMonth() + 1)}${pad(birth.getDate())}`;
          const body = `${area}${county}${date}${sequence}`;
          const results = CHECK_CHARACTERS.map((check) => validateIdNumber(`${body}${check}`));
          expect(results.filter((result) => result.ok)).toHaveLength(1);
          expect(results.filter((result) => !result.ok).every((result) => result.error === 'checkbit')).toBe(true);
        },
      ),
    );
  });
});
