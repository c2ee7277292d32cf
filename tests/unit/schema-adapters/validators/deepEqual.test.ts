import { describe, expect, it } from 'vitest';
import { deepEqual } from '../../../../schema-adapters/validators/deepEqual';

describe('deepEqual', () => {
  it.each([
    ['strings', 'a', 'a'],
    ['numbers', 1, 1],
    ['nulls', null, null],
    ['objects in any key order', { code: '+86', number: '1' }, { number: '1', code: '+86' }],
    ['nested arrays', [1, [2, { a: 3 }]], [1, [2, { a: 3 }]]],
  ])('equates %s', (_label, a, b) => {
    expect(deepEqual(a, b)).toBe(true);
  });

  it.each([
    ['different strings', 'a', 'A'],
    ['string and number', '1', 1],
    ['null and object', null, {}],
    ['array and object', [], {}],
    ['extra key', { a: 1 }, { a: 1, b: 2 }],
    ['missing key with undefined value', { a: undefined }, { b: undefined }],
    ['different order', [1, 2], [2, 1]],
  ])('distinguishes %s', (_label, a, b) => {
    expect(deepEqual(a, b)).toBe(false);
  });

  it('reads own keys only, so JSON keys named like Object methods and prototype-less objects compare as data', () => {
    const methodKeys = () => JSON.parse('{"valueOf":1,"toString":2,"constructor":3}') as unknown;
    expect(deepEqual(methodKeys(), methodKeys())).toBe(true);
    expect(deepEqual(methodKeys(), JSON.parse('{"valueOf":1,"toString":2,"constructor":4}'))).toBe(false);
    expect(deepEqual(Object.assign(Object.create(null) as object, { a: 1 }), { a: 1 })).toBe(true);
  });
});
