import { describe, expect, it } from 'vitest';
import { type FieldTypeAdapter, adaptModule, builtinFieldTypes, createFormRuntime, validateModule } from '../../../../schema-adapters/index';
import { compiles } from './helpers';

const ratingAdapter = (name: string, maximum: number): FieldTypeAdapter => ({
  type: 42,
  name,
  hasValue: true,
  adapt: (field, ctx) => ({
    properties: { [field.field]: { type: 'integer', minimum: 1, maximum } },
    required: field.required ? [field.field] : [],
    requiredSchemas: {},
    allOf: [],
    ui: { type: 'Control', scope: `#/properties/${field.field}`, label: `${ctx.locale}:${field.field}`, options: { fieldType: name } },
    initial: 1,
  }),
});

describe('createFormRuntime', () => {
  it('adapts and validates with an adapter for a new type number', () => {
    const runtime = createFormRuntime({ fieldTypes: [...builtinFieldTypes, ratingAdapter('stars', 5)] });
    const fields = [{ id: 1, field: 'stars', type: 42, required: 1 }];
    const module = runtime.adapt(fields, { locale: 'tc' });
    expect(module.schema.properties).toEqual({ stars: { type: 'integer', minimum: 1, maximum: 5 } });
    expect(module.schema.required).toEqual(['stars']);
    expect(module.uischema.elements?.[0]).toMatchObject({ label: 'tc:stars', options: { fieldType: 'stars' } });
    expect(module.data).toEqual({ stars: 1 });
    expect(compiles(module.schema)).toBe(true);
    expect(runtime.validate(fields, { stars: 3 })).toEqual([]);
    expect(runtime.validate(fields, { stars: 9 }).map((e) => e.field)).toEqual(['stars']);
  });

  it('leaves the built-in runtime and other runtimes as they were', () => {
    createFormRuntime({ fieldTypes: [...builtinFieldTypes, ratingAdapter('stars', 5)] });
    const fields = [{ id: 1, field: 'stars', type: 42, required: 1 }];
    expect(adaptModule(fields, { locale: 'en' }).uischema.elements?.[0]?.options?.fieldType).toBe('unsupported');
    expect(validateModule(fields, {})).toEqual([]);
  });

  it('takes the last adapter given for a type number', () => {
    const runtime = createFormRuntime({ fieldTypes: [ratingAdapter('stars', 5), ratingAdapter('hearts', 3)] });
    const module = runtime.adapt([{ id: 1, field: 'love', type: 42 }], { locale: 'en' });
    expect(module.schema.properties).toEqual({ love: { type: 'integer', minimum: 1, maximum: 3 } });
    expect(module.uischema.elements?.[0]?.options?.fieldType).toBe('hearts');
  });

  it('can take over a built-in type', () => {
    const runtime = createFormRuntime({ fieldTypes: [...builtinFieldTypes, { ...ratingAdapter('custom-signature', 1), type: 12 }] });
    const module = runtime.adapt([{ id: 1, field: 'sig', type: 12 }], { locale: 'en' });
    expect(module.uischema.elements?.[0]?.options?.fieldType).toBe('custom-signature');
  });
});

describe('adaptModule: referee information modules', () => {
  const fields = [
    { id: 1, field: 'referee1_email', type: 1, nature: 5 },
    { id: 2, field: 'referee2_email', type: 1, nature: '5' },
    { id: 3, field: 'referee_name', type: 1 },
  ];

  it('referee 1 makes the root e-mail fields unique', () => {
    expect(adaptModule(fields, { locale: 'en', referee: 1 }).schema.uniqueValues).toEqual(['referee1_email', 'referee2_email']);
  });

  it.each([0, 2, undefined])('referee %s does not', (referee) => {
    expect(adaptModule(fields, referee === undefined ? { locale: 'en' } : { locale: 'en', referee }).schema).not.toHaveProperty('uniqueValues');
  });

  it('reports a repeated e-mail (trimmed, case-insensitive) with referee 1', () => {
    const errors = validateModule(fields, { referee1_email: 'a@b.cn', referee2_email: ' A@B.cn ' }, { locale: 'en', referee: 1 });
    expect(errors.map((e) => e.keyword)).toContain('uniqueValues');
    expect(validateModule(fields, { referee1_email: 'a@b.cn', referee2_email: 'c@b.cn' }, { locale: 'en', referee: 1 })).toEqual([]);
  });

  it('e-mail columns of a repeating group are unique across rows in any module', () => {
    const grouped = [
      { id: 10, field: 'refs', type: 1 },
      { id: 11, field: 'email', type: 1, nature: 5, pid: 10, condition: { columnTable: { isInColumnTable: 1 } } },
    ];
    const schema = adaptModule(grouped, { locale: 'en' }).schema as { properties: Record<string, Record<string, unknown>> };
    expect(schema.properties.refs?.uniqueValues).toEqual(['email']);
  });
});
