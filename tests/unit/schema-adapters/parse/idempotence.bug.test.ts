import { describe, expect, it } from 'vitest';
import { getFixture } from '../../../../fixtures/index';
import { adaptModule, parseFields, parseFieldsReport } from '../../../../schema-adapters/index';

/**
 * BUG: FieldDefinition (types.ts) promises "Parsing it again is a no-op", and adaptModule accepts parsed definitions,
 * but re-parsing parsed output warns about every empty LocalizedText (`{}` for an absent desc, remark, tips, errorMsg,
 * fieldErrorMsg, compare_tips, and option tips): toLocalizedText({}) is INVALID, so each one is "ignored" with a warning.
 */
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
