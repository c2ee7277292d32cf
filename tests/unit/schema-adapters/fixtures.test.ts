import { describe, expect, it } from 'vitest';
import { allFixtures, type FieldFixture } from '../../../fixtures/index';
import { LOCALES, adaptModule, createPortalAjv, fromServerValues, toServerValues, validateModule } from '../../../schema-adapters/index';

const optionsOf = (fixture: FieldFixture) => ({ referee: fixture.menu?.referee ?? 0 });

describe.each(allFixtures.map((fixture) => [fixture.name, fixture] as const))('fixture %s', (_, fixture) => {
  it.each(LOCALES)('adapts in %s to a schema that compiles, with a labelled element per field', (locale) => {
    const adapted = adaptModule(fixture.fields, { locale, ...optionsOf(fixture) });
    expect(() => createPortalAjv().compile(adapted.schema)).not.toThrow();
    const text = JSON.stringify(adapted.uischema);
    expect(text.length).toBeGreaterThan(2);
    expect(adapted.uischema.elements?.length).toBeGreaterThan(0);
  });

  it.each(fixture.valid.map((c) => [c.name, c] as const))('valid case "%s" passes in every locale', (_, testCase) => {
    for (const locale of LOCALES) {
      expect(validateModule(fixture.fields, testCase.values, { locale, ...optionsOf(fixture) })).toEqual([]);
    }
  });

  it.each(fixture.valid.map((c) => [c.name, c] as const))('valid case "%s" survives the server round trip', (_, testCase) => {
    const data = fromServerValues(fixture.fields, testCase.values, optionsOf(fixture));
    const saved = toServerValues(fixture.fields, data, optionsOf(fixture));
    expect(saved).toEqual(testCase.saved ?? testCase.values);
    expect(toServerValues(fixture.fields, fromServerValues(fixture.fields, saved, optionsOf(fixture)), optionsOf(fixture))).toEqual(saved);
  });

  it.each(fixture.invalid.map((c) => [c.name, c] as const))('invalid case "%s" reports its errors', (_, testCase) => {
    const errors = validateModule(fixture.fields, testCase.values, { locale: 'en', ...optionsOf(fixture) });
    expect(errors.length).toBeGreaterThan(0);
    for (const expected of testCase.errors) {
      expect(errors.map(({ field, keyword }) => ({ field, keyword }))).toContainEqual(expected);
    }
    for (const error of errors) expect(error.message).not.toMatch(/^validation\./);
  });
});
