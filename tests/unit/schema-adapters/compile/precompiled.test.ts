import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allFixtures, type FieldFixture } from '../../../../fixtures/index';
import {
  LOCALES,
  type Locale,
  type ValidatorSource,
  builtinFieldTypes,
  builtinFormRuntime,
  createFormRuntime,
  createValidatorSource,
  formValidatorSchemas,
  precompiledValidators,
} from '../../../../schema-adapters/index';
import { standaloneValidators } from '../../../../schema-adapters/validate/standaloneValidators';

type Data = Record<string, unknown>;

/** A source that has only what was precompiled: asking it for anything else throws. */
function precompiledOnly(): ValidatorSource {
  return createValidatorSource({ loadCompiler: () => Promise.reject(new Error('the compiler is not available here')) });
}

const optionsOf = (fixture: { menu?: { referee?: number } }, locale: Locale) => ({ locale, referee: fixture.menu?.referee ?? 0 });

/** A runtime that validates with the validators generated for `fields` only, beside the AJV-compiling one. */
function runtimesFor(fields: unknown, options: { locale: Locale; referee: number }) {
  const validators = precompiledOnly();
  validators.register(precompiledValidators(standaloneValidators(formValidatorSchemas(builtinFormRuntime.plan(fields as never, options)))));
  return { precompiled: createFormRuntime({ fieldTypes: builtinFieldTypes, validators }), compiled: builtinFormRuntime, validators };
}

function casesOf(fixture: FieldFixture): Data[] {
  const values = [...fixture.valid, ...fixture.invalid].map((testCase) => testCase.values as Data);
  return [{}, ...values];
}

describe.each(allFixtures.map((fixture) => [fixture.name, fixture] as const))('precompiled validators of %s', (_, fixture) => {
  it.each(LOCALES)('give the PortalErrors AJV-compiled ones give, for every valid and invalid case (%s)', (locale) => {
    const options = optionsOf(fixture, locale);
    const { precompiled, compiled } = runtimesFor(fixture.fields, options);
    for (const data of casesOf(fixture)) {
      expect(precompiled.validate(fixture.fields as never, data, options)).toEqual(compiled.validate(fixture.fields as never, data, options));
    }
    expect(fixture.invalid.some((testCase) => compiled.validate(fixture.fields as never, testCase.values, options).length > 0) || fixture.invalid.length === 0).toBe(true);
  });

  it('agree with AJV-compiled ones on values mixed from the cases and arbitrary JSON', () => {
    const options = optionsOf(fixture, 'en');
    const { precompiled, compiled } = runtimesFor(fixture.fields, options);
    const cases = casesOf(fixture);
    const keys = [...new Set([...cases.flatMap((data) => Object.keys(data)), ...fixture.fields.map((field) => String(field.field))])];
    const knownValues = cases.flatMap((data) => Object.values(data));
    const value = fc.oneof(fc.jsonValue({ maxDepth: 2 }), ...(knownValues.length > 0 ? [fc.constantFrom(...knownValues)] : []));
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...keys), value, { maxKeys: keys.length }), (data) => {
        expect(precompiled.validate(fixture.fields as never, data, options)).toEqual(compiled.validate(fixture.fields as never, data, options));
      }),
      { numRuns: 40 },
    );
  });

  it('cover every rule condition of the form, each answering as AJV does', () => {
    const options = optionsOf(fixture, 'sc');
    const plan = builtinFormRuntime.plan(fixture.fields as never, options);
    const { validators } = runtimesFor(fixture.fields, options);
    const schemas = [...formValidatorSchemas(plan).values()];
    expect(validators.covers(schemas)).toBe(true);
    const conditions = JSON.stringify(plan.uischema).includes('"rule"') ? schemas.filter((schema) => JSON.stringify(plan.uischema).includes(JSON.stringify(schema))) : [];
    for (const condition of conditions) {
      for (const data of casesOf(fixture)) {
        const precompiledAnswer = validators.validator(condition)(data);
        expect(precompiledAnswer).toBe(builtinFormRuntime.validators.validator(condition)(data));
      }
    }
  });
});

/** The public conformance cases, each as the value of a text field with that format, through both kinds of validator. */
describe('precompiled validators on the conformance cases', () => {
  const cases = JSON.parse(readFileSync(new URL('../../../conformance/validator-cases.json', import.meta.url), 'utf8')) as Record<string, unknown>;
  const formats = ['hk_id', 'tw_id', 'mo_id', 'cn_mobile', 'passport', 'email'] as const;
  const fields = [
    ...formats.map((format, index) => ({ id: index + 1, field: format, name: format, type: 1, value_format: format })),
    { id: 20, field: 'id_number', name: 'ID', type: 1, condition: { id_card: 1 } },
    { id: 21, field: 'essay', name: 'Essay', type: 2, condition: { max_length: 3 } },
  ];
  const inputsOf = (category: string) => (Array.isArray(cases[category]) ? (cases[category] as Array<{ input: string }>).map((testCase) => testCase.input) : []);

  it.each(LOCALES)('agree for every input (%s)', (locale) => {
    const options = { locale, referee: 0 };
    const { precompiled, compiled } = runtimesFor(fields, options);
    let invalid = 0;
    for (const format of formats) {
      for (const input of inputsOf(format)) {
        const expected = compiled.validate(fields, { [format]: input }, options);
        invalid += expected.length;
        expect(precompiled.validate(fields, { [format]: input }, options)).toEqual(expected);
      }
    }
    for (const input of [...inputsOf('cn_id'), ...inputsOf('word_count')]) {
      const data = { id_number: input, essay: input };
      expect(precompiled.validate(fields, data, options)).toEqual(compiled.validate(fields, data, options));
    }
    expect(invalid).toBeGreaterThan(0);
  });
});

describe('a source with precompiled validators only', () => {
  it('refuses a schema nothing precompiled until the compiler is loaded, then validates it as AJV does', async () => {
    const { sharedCompiler } = await import('../../../../schema-adapters/validate/sharedCompiler');
    let loads = 0;
    const source = createValidatorSource({
      loadCompiler: async () => {
        loads += 1;
        return sharedCompiler;
      },
    });
    const schema = { type: 'string', maxLength: 2 };
    expect(source.covers([schema])).toBe(false);
    expect(() => source.validator(schema)).toThrow(/compiler is not loaded/);
    await Promise.all([source.loadCompiler(), source.loadCompiler()]);
    expect(loads).toBe(1);
    expect(source.covers([schema])).toBe(true);
    expect(source.validator(schema)('abc')).toBe(false);
  });

  it('tries a failed compiler load again', async () => {
    let attempts = 0;
    const source = createValidatorSource({
      loadCompiler: async () => {
        attempts += 1;
        if (attempts === 1) throw new Error('chunk failed');
        return (await import('../../../../schema-adapters/validate/sharedCompiler')).sharedCompiler;
      },
    });
    await expect(source.loadCompiler()).rejects.toThrow('chunk failed');
    await source.loadCompiler();
    expect(source.validator({ type: 'number' })(1)).toBe(true);
  });
});

describe('precompiled validators of a module with many shapes', () => {
  it('come in several pieces of code and still validate as AJV-compiled ones do', () => {
    const fields = Array.from({ length: 450 }, (_, index) => ({ id: index + 1, field: `f${index}`, name: `F${index}`, type: 1, required: index % 2, condition: { max_length: index + 1 } }));
    const options = { locale: 'en' as const, referee: 0 };
    const { precompiled, compiled } = runtimesFor(fields, options);
    const data = Object.fromEntries(fields.map((field, index) => [field.field, 'x'.repeat(index % 7 === 0 ? index + 2 : 1)]));
    const expected = compiled.validate(fields, data, options);
    expect(expected.length).toBeGreaterThan(50);
    expect(precompiled.validate(fields, data, options)).toEqual(expected);
    expect(precompiled.validate(fields, {}, options)).toEqual(compiled.validate(fields, {}, options));
  });
});
