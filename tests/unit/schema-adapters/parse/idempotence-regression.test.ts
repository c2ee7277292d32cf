import { describe, expect, it } from 'vitest';
import { getFixture } from '../../../../fixtures/index';
import { adaptModule, parseFields, parseFieldsReport } from '../../../../schema-adapters/index';

/** Regression: parsing parsed definitions again is a no-op and raises no warning. */
describe('re-parsing parsed definitions', () => {
  it('raises no warning for a clean definition without desc or tips', () => {
    const once = parseFields([{ id: 1, field: 'a', type: 1, name: 'A' }]);
    expect(parseFieldsReport(once).warnings).toEqual([]);
  });

  it('adapting parsed definitions of a clean fixture raises no warning', () => {
    const raw = getFixture('01-text').fields;
    expect(adaptModule(raw, { locale: 'en' }).warnings).toEqual([]);
    expect(adaptModule(parseFields(raw), { locale: 'en' }).warnings).toEqual([]);
  });
});
