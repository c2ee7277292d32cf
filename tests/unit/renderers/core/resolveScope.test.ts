import { type JsonSchema, Resolve } from '@jsonforms/core';
import { describe, expect, it } from 'vitest';
import { resolveScope } from '../../../../renderers/core/resolveScope';

const root: JsonSchema = {
  type: 'object',
  definitions: { name: { type: 'string', maxLength: 20 } },
  properties: {
    plain: { type: 'string' },
    'a/b': { type: 'number' },
    group: { type: 'array', items: { type: 'object', properties: { inner: { type: 'boolean' } } } },
    byRef: { $ref: '#/definitions/name' },
    either: { anyOf: [{ type: 'object', properties: { x: { type: 'string' } } }, { type: 'null' }] },
  },
  // The adapter's conditional requirements sit beside `properties`; they must not stop the direct walk.
  allOf: [{ if: { properties: { plain: { const: 'x' } } }, then: { required: ['a/b'], properties: { late: { type: 'string' } } } }],
};

describe('resolveScope', () => {
  it('answers as JSON Forms resolves every scope the adapter emits, and the ones it does not', () => {
    const scopes = ['#', '#/properties/plain', '#/properties/a~1b', '#/properties/group', '#/properties/group/items/properties/inner', '#/properties/byRef', '#/properties/either/properties/x', '#/properties/missing', '#/properties/group/items/properties/missing', '#/properties/late'];
    for (const scope of scopes) expect(resolveScope(root, scope, root), scope).toEqual(Resolve.schema(root, scope, root));
  });

  it('returns the schema object itself for plain scopes (the props it feeds stay referentially stable)', () => {
    const properties = root.properties as Record<string, JsonSchema>;
    expect(resolveScope(root, '#/properties/plain', root)).toBe(properties.plain);
    expect(resolveScope(root, '#/properties/group/items/properties/inner', root)).toEqual({ type: 'boolean' });
    expect(resolveScope(root, '#/properties/late', root)).toEqual({ type: 'string' });
    expect(resolveScope(root, '#/properties/byRef', root)).toEqual({ type: 'string', maxLength: 20 });
  });
});
