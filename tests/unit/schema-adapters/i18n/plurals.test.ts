import { describe, expect, it } from 'vitest';
import { type RawFieldDefinitions, translate, validateModule } from '../../../../schema-adapters/index';

const messageOf = (fields: RawFieldDefinitions, data: unknown, locale: 'sc' | 'tc' | 'en') => validateModule(fields, data, { locale })[0]?.message;

describe('translate: plural forms chosen by count', () => {
  it.each([
    [1, 'Enter at least 1 character'],
    [2, 'Enter at least 2 characters'],
    [0, 'Enter at least 0 characters'],
  ])('en minLength with count %i', (count, text) => {
    expect(translate('en', 'validation.minLength', { count })).toBe(text);
  });

  it('en messages with a limit read right for one and for many', () => {
    expect(translate('en', 'validation.maxLength', { count: 1 })).toBe('Enter no more than 1 character');
    expect(translate('en', 'validation.maxQuantity', { count: 1 })).toBe('Choose no more than 1 option');
    expect(translate('en', 'validation.maxQuantity', { count: 3 })).toBe('Choose no more than 3 options');
    expect(translate('en', 'validation.rowsMin', { count: 1 })).toBe('Add at least 1 entry');
    expect(translate('en', 'validation.wordMax', { count: 1, words: 4 })).toBe('Enter no more than 1 word (now 4)');
    expect(translate('en', 'validation.wordMax', { count: 50, words: 51 })).toBe('Enter no more than 50 words (now 51)');
    expect(translate('en', 'validation.file.duration', { count: 1 })).toBe('The video is longer than 1 second');
    expect(translate('en', 'validation.rowsMin', { count: 3 })).toBe('Add at least 3 entries');
  });

  it('sc and tc messages interpolate, for one and for many alike', () => {
    expect(translate('sc', 'validation.minLength', { count: 1 })).toBe('请至少输入1个字符');
    expect(translate('sc', 'validation.minLength', { count: 5 })).toBe('请至少输入5个字符');
    expect(translate('tc', 'validation.maxLength', { count: 1 })).toBe('最多輸入1個字元');
    expect(translate('tc', 'validation.wordMax', { count: 10, words: 12 })).toBe('最多輸入10字（目前12字）');
    expect(translate('sc', 'validation.compare', { other: '手机' })).toBe('该值不能与手机相同');
  });

  it('fills placeholders without a count and leaves texts without placeholders alone', () => {
    expect(translate('en', 'validation.compare', { other: 'Mobile' })).toBe('This value must differ from Mobile');
    expect(translate('en', 'validation.required')).toBe('Required fields cannot be empty');
    expect(translate('en', 'validation.compare', { other: '<b>{{x}}</b>' })).toBe('This value must differ from <b>{{x}}</b>');
    expect(translate('en', 'validation.compare')).toBe('This value must differ from ');
    expect(translate('en', 'validation.compare', { other: null })).toBe('This value must differ from ');
  });
});

describe('validateModule: counted messages', () => {
  it('a minimum length names its characters in the plural in en and plainly in tc', () => {
    const fields = [{ id: 1, field: 'a', type: 1, condition: { min_length: 3 } }];
    expect(messageOf(fields, { a: 'ab' }, 'en')).toBe('Enter at least 3 characters');
    expect(messageOf(fields, { a: 'ab' }, 'tc')).toBe('請至少輸入3個字元');
  });

  it('a maximum length of one character is singular in en', () => {
    const schemaFields = (limit: number) => [{ id: 1, field: 'a', type: 1, condition: { max_length: limit } }];
    expect(messageOf(schemaFields(1), { a: 'ab' }, 'en')).toBe('Enter no more than 1 character');
    expect(messageOf(schemaFields(2), { a: 'abc' }, 'en')).toBe('Enter no more than 2 characters');
    expect(messageOf(schemaFields(2), { a: 'abc' }, 'sc')).toBe('最多输入2个字符');
  });
});
