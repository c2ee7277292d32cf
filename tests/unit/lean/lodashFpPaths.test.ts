import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { set, unset } from '../../../src/lean/lodashFpPaths';

const require = createRequire(import.meta.url);
const fpSet = require('lodash/fp/set') as (path: string, value: unknown, data: unknown) => unknown;
const fpUnset = require('lodash/fp/unset') as (path: string, data: unknown) => unknown;

const SETS: Array<[path: string, value: unknown, data: unknown]> = [
  ['name', 'Li', {}],
  ['name', 'Wang', { name: 'Li', other: 1 }],
  ['address.city', 'Xi’an', { address: { street: 'Road 1' } }],
  ['rows.0.role', 'tutor', {}],
  ['rows.2', { role: 'x' }, { rows: [{ role: 'a' }] }],
  ['rows.1.role', 'lead', { rows: [{ role: 'a' }, { role: 'b', org: 'c' }] }],
  ['rows.01', 1, {}],
  ['0', 'zero', {}],
  ['tags', ['a', 'b'], { tags: ['c'] }],
  ['empty', undefined, { empty: 'x' }],
];

const UNSETS: Array<[path: string, data: unknown]> = [
  ['name', { name: 'Li', other: 1 }],
  ['address.city', { address: { city: 'Xi’an', street: 'Road 1' } }],
  ['rows.1', { rows: [1, 2, 3] }],
  ['rows.0.role', { rows: [{ role: 'a', org: 'b' }] }],
  ['missing.key', { name: 'Li' }],
  ['name', {}],
];

describe('lodash/fp set and unset as JSON Forms calls them', () => {
  it.each(SETS)('set(%j) gives what lodash/fp gives, and leaves the data untouched', (path, value, data) => {
    const before = structuredClone(data);
    const result = set(path, value, data);
    expect(result).toStrictEqual(fpSet(path, value, structuredClone(data)));
    expect(data).toStrictEqual(before);
    expect(result).not.toBe(data);
  });

  it.each(UNSETS)('unset(%j) gives what lodash/fp gives, and leaves the data untouched', (path, data) => {
    const before = structuredClone(data);
    const result = unset(path, data);
    expect(result).toStrictEqual(fpUnset(path, structuredClone(data)));
    expect(data).toStrictEqual(before);
  });

  it('copies only the containers along the path: untouched branches stay the same objects', () => {
    const data = { a: { b: 1 }, c: { d: 2 }, rows: [{ x: 1 }, { x: 2 }] };
    const result = set('rows.1.x', 3, data) as typeof data;
    expect(result.c).toBe(data.c);
    expect(result.rows[0]).toBe(data.rows[0]);
    expect(result.rows).not.toBe(data.rows);
    expect(result.rows[1]).toStrictEqual({ x: 3 });
  });

  it('keeps a typed value where a stored value that is not a container stands in the way (lodash/fp drops the write)', () => {
    expect(set('address.city', 'Xi’an', { address: 'Road 1' })).toStrictEqual({ address: { city: 'Xi’an' } });
  });
});
