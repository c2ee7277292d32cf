import type { ErrorObject } from 'ajv';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allFixtures, type FieldFixture } from '../../../../fixtures/index';
import { LOCALES, adaptModule, createPortalAjv, fromServerValues, toServerValues } from '../../../../schema-adapters/index';
import { moduleValidator } from '../../../../schema-adapters/validate/moduleValidator';
import { compilingWith } from '../../../../schema-adapters/validate/sharedValidators';

type Data = Record<string, unknown>;

const optionsOf = (fixture: FieldFixture) => ({ referee: fixture.menu?.referee ?? 0 });
const essentials = (errors: ErrorObject[]) => errors.map(({ keyword, instancePath, params }) => ({ keyword, instancePath, params }));

/** The module schema validated whole by AJV, and through the decomposed validator; both on their own instance. */
function validatorsFor(fixture: FieldFixture, locale: (typeof LOCALES)[number]) {
  const { schema } = adaptModule(fixture.fields, { locale, ...optionsOf(fixture) });
  const whole = createPortalAjv().compile(schema);
  const decomposed = moduleValidator(compilingWith(createPortalAjv()), schema);
  return {
    whole: (data: Data) => (whole(data) ? [] : essentials(whole.errors ?? [])),
    decomposed: (data: Data) => essentials(decomposed(data)),
  };
}

function casesOf(fixture: FieldFixture): Data[] {
  const values = [...fixture.valid, ...fixture.invalid].map((testCase) => testCase.values);
  const asSaved = values.map((value) => toServerValues(fixture.fields, fromServerValues(fixture.fields, value, optionsOf(fixture)), optionsOf(fixture)));
  return [{}, ...values, ...asSaved];
}

describe.each(allFixtures.map((fixture) => [fixture.name, fixture] as const))('decomposed validation of %s', (_, fixture) => {
  it.each(LOCALES)('reports the errors whole-schema AJV reports, in the same order (%s)', (locale) => {
    const { whole, decomposed } = validatorsFor(fixture, locale);
    for (const data of casesOf(fixture)) expect(decomposed(data)).toEqual(whole(data));
  });

  it('agrees with whole-schema AJV on values mixed from the cases and arbitrary JSON', () => {
    const { whole, decomposed } = validatorsFor(fixture, 'en');
    const cases = casesOf(fixture);
    const keys = [...new Set(cases.flatMap((data) => Object.keys(data))), ...fixture.fields.map((field) => String(field.field))];
    const knownValues = cases.flatMap((data) => Object.values(data));
    const value = fc.oneof(fc.jsonValue({ maxDepth: 2 }), ...(knownValues.length > 0 ? [fc.constantFrom(...knownValues)] : []));
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...keys), value, { maxKeys: keys.length }), (data) => {
        expect(decomposed(data)).toEqual(whole(data));
      }),
      { numRuns: 40 },
    );
  });
});
