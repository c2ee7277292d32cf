import { describe, expect, it } from 'vitest';
import { compileSchema, errorsOf } from './validateWith';

const tree = [
  {
    value: 'cn',
    children: [
      { value: 'gd', children: [{ value: 'sz' }, { value: 'gz' }] },
      { value: 'bj', children: [] },
    ],
  },
  { value: 'hk' },
];
const schema = {
  type: 'object',
  properties: { place: { type: 'array', items: { type: 'string' }, levelPath: { tree } } },
};

describe('levelPath keyword', () => {
  it.each([[['cn', 'gd', 'sz']], [['cn', 'bj']], [['hk']], [[]]])('passes %j', (place) => {
    expect(errorsOf(schema, { place })).toEqual([]);
  });

  it.each([[['gd']], [['cn', 'sz']], [['hk', 'x']], [['cn', 'gd', 'sz', 'x']]])('fails %j as path', (place) => {
    expect(errorsOf(schema, { place })).toEqual([
      { keyword: 'levelPath', params: { reason: 'path' }, instancePath: '/place' },
    ]);
  });

  it.each([[['cn']], [['cn', 'gd']]])('fails %j as incomplete', (place) => {
    expect(errorsOf(schema, { place })).toEqual([
      { keyword: 'levelPath', params: { reason: 'incomplete' }, instancePath: '/place' },
    ]);
  });

  it.each([
    [[{ value: 'a' }]],
    [{ tree: [{ label: 'a' }] }],
    [{ tree: [{ value: 'a', children: [{ value: 1 }] }] }],
    [{}],
  ])(
    'rejects the schema value %j',
    (value) => {
      expect(() => compileSchema({ type: 'array', levelPath: value })).toThrow(/levelPath/);
    },
  );
});
