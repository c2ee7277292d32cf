import { describe, expect, it } from 'vitest';
import en from '../../../../locales/en.json';
import sc from '../../../../locales/sc.json';
import tc from '../../../../locales/tc.json';
import { LOCALES, type RawFieldDefinitions, translate, validateModule } from '../../../../schema-adapters/index';

const catalogues = { sc, tc, en };
const messageOf = (fields: RawFieldDefinitions, data: unknown, locale: 'sc' | 'tc' | 'en', field: string) =>
  validateModule(fields, data, { locale }).find((error) => error.field === field)?.message;

describe('validateModule messages', () => {
  const required = [{ id: 1, field: 'a', type: 1, required: 1 }];

  it.each(LOCALES)('the required message in %s is validation.required of its catalogue', (locale) => {
    expect(validateModule(required, {}, { locale })).toEqual([{ field: 'a', keyword: 'required', message: catalogues[locale].validation.required }]);
  });

  it('the required message differs per locale', () => {
    expect(new Set(LOCALES.map((locale) => messageOf(required, {}, locale, 'a'))).size).toBe(3);
  });

  it('fieldErrorMsg replaces the required message, in the locale', () => {
    const fields = [{ id: 1, field: 'a', type: 1, required: 1, fieldErrorMsg: { sc: '请填写姓名', tc: '請填寫姓名', en: 'Enter your name' } }];
    expect(messageOf(fields, {}, 'en', 'a')).toBe('Enter your name');
    expect(messageOf(fields, { a: ' ' }, 'tc', 'a')).toBe('請填寫姓名');
  });

  it('errorMsg replaces the format message of value_format and of a raw regex', () => {
    const fields = [
      { id: 1, field: 'a', type: 1, value_format: 'passport', errorMsg: { sc: '护照号错', en: 'Bad passport' } },
      { id: 2, field: 'b', type: 1, value_format: '^\\d{6}$', errorMsg: 'Six digits' },
      { id: 3, field: 'c', type: 1, value_format: 'passport' },
    ];
    const errors = validateModule(fields, { a: '#', b: '12', c: '#' }, { locale: 'en' });
    expect(errors).toEqual([
      { field: 'a', keyword: 'valueFormat', message: 'Bad passport' },
      { field: 'b', keyword: 'pattern', message: 'Six digits' },
      { field: 'c', keyword: 'valueFormat', message: en.validation.format.passport },
    ]);
  });

  it('compare_tips replaces the compare message', () => {
    const fields = [
      { id: 1, field: 'mobile', type: 1, name: 'Mobile' },
      { id: 2, field: 'backup', type: 1, compare: ['mobile'], compare_tips: { en: 'Use another number' } },
      { id: 3, field: 'backup2', type: 1, compare: ['1'] },
    ];
    const errors = validateModule(fields, { mobile: '123', backup: '123', backup2: '123' }, { locale: 'en' });
    expect(errors).toContainEqual({ field: 'backup', keyword: 'portalCompare', message: 'Use another number' });
    expect(errors).toContainEqual({ field: 'backup2', keyword: 'portalCompare', message: translate('en', 'validation.compare', { other: 'Mobile' }) });
  });

  it('limit_tips replaces the date limit message', () => {
    const fields = [
      { id: 1, field: 'd', type: 6, condition: { limit_date: { start: '2020-01-01' }, limit_tips: { sc: '2020年起', en: 'From 2020' } } },
      { id: 2, field: 'e', type: 6, condition: { limit_date: { start: '2020-01-01' } } },
    ];
    expect(messageOf(fields, { d: '2019-01-01' }, 'sc', 'd')).toBe('2020年起');
    expect(messageOf(fields, { e: '2019-01-01' }, 'en', 'e')).toBe(en.validation.date.limitFrom.replace('{{start}}', '2020-01-01'));
  });

  it.each(LOCALES)('a missing required signature says saveSignNoData in %s', (locale) => {
    const fields = [{ id: 1, field: 'sign', type: 12, required: 1 }];
    expect(validateModule(fields, {}, { locale })).toEqual([{ field: 'sign', keyword: 'required', message: catalogues[locale].validation.saveSignNoData }]);
    expect(messageOf(fields, { sign: '' }, locale, 'sign')).toBe(catalogues[locale].validation.saveSignNoData);
  });

  it('names errors inside groups group[i].column', () => {
    const column = { columnTable: { isInColumnTable: 1 } };
    const fields = [
      { id: 10, field: 'edu', type: 1, condition: { requirerdQuantity: 1, customize: 2 } },
      { id: 11, field: 'school', type: 1, pid: 10, required: 1, condition: column },
      { id: 12, field: 'email', type: 1, nature: 5, pid: 10, condition: column },
    ];
    const errors = validateModule(fields, { edu: [{ school: 'A' }, { email: 'bad' }] }, { locale: 'en' });
    expect(errors.map(({ field, keyword }) => ({ field, keyword }))).toEqual([
      { field: 'edu[1].school', keyword: 'required' },
      { field: 'edu[1].email', keyword: 'valueFormat' },
    ]);
    const tooFew = validateModule(fields, { edu: [] }, { locale: 'en' });
    expect(tooFew.map((e) => e.field)).toContain('edu');
  });

  it('the other text of a required text option is reported as {field}_other', () => {
    const fields = [{ id: 1, field: 'src', type: 3, item: ['web', { sc: '其他', text: 1, required: 1 }] }];
    expect(validateModule(fields, { src: '1' }, { locale: 'en' })).toEqual([{ field: 'src_other', keyword: 'required', message: en.validation.otherRequired }]);
  });

  it("blank optional values ('' or []) never fail format rules", () => {
    const fields = [
      { id: 1, field: 'mail', type: 1, nature: 5 },
      { id: 2, field: 'idn', type: 1, nature: 7 },
      { id: 3, field: 'code', type: 1, value_format: '^\\d{6}$', condition: { min_length: 6 } },
      { id: 4, field: 'pick', type: 3, item: ['a'] },
      { id: 5, field: 'many', type: 4, item: ['a'] },
      { id: 6, field: 'day', type: 6, condition: { limit_date: { start: '2020' } } },
      { id: 7, field: 'files', type: 8 },
      { id: 8, field: 'lv', type: 15, item: [{ sc: 'a', children: ['b'] }] },
      { id: 9, field: 'sig', type: 12 },
      { id: 10, field: 'tel', type: 13 },
      { id: 11, field: 'range', type: 7 },
    ];
    const blank = { mail: '', idn: '', code: '', pick: '', many: [], day: '', files: [], lv: [], sig: '', tel: { code: '+86', number: '' }, range: { start: '', end: '', present: false } };
    expect(validateModule(fields, blank, { locale: 'en' })).toEqual([]);
    expect(validateModule(fields, {}, { locale: 'en' })).toEqual([]);
  });

  it('checks filled optional values against their format', () => {
    const fields = [{ id: 1, field: 'mail', type: 1, nature: 5 }];
    expect(validateModule(fields, { mail: 'x' }, { locale: 'en' }).map((e) => e.keyword)).toEqual(['valueFormat']);
  });
});
