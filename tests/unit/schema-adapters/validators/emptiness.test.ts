import { describe, expect, it } from 'vitest';
import { isEmptyValue } from '../../../../schema-adapters/validators/emptiness';

describe('isEmptyValue', () => {
  it.each([
    ['undefined', undefined],
    ['null', null],
    ['empty string', ''],
    ['whitespace', ' \t\n\u3000'],
    ['empty array', []],
    ['empty object', {}],
    ['object of empty values', { a: '', b: null, c: [] }],
    ['nested empty objects', { a: { b: { c: ' ' } } }],
  ])('treats %s as empty', (_label, value) => {
    expect(isEmptyValue(value)).toBe(true);
  });

  it.each([
    ['text', 'a'],
    ['padded text', ' a '],
    ['zero', 0],
    ['false', false],
    ['array with an empty item', ['']],
    ['object with one filled value', { a: '', b: 'x' }],
    ['nested filled value', { a: { b: 0 } }],
  ])('treats %s as filled', (_label, value) => {
    expect(isEmptyValue(value)).toBe(false);
  });
});
