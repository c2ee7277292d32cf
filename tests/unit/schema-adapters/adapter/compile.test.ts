import { describe, expect, it } from 'vitest';
import { allFixtures } from '../../../../fixtures/index';
import { LOCALES, adaptModule, createPortalAjv } from '../../../../schema-adapters/index';

const everyType = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 99].map((type, index) => ({
  id: index + 1,
  field: `f${type}`,
  type,
  required: 1,
  item: type === 13 ? [{ sc: '中国', phone_code: '+86' }] : [{ sc: 'a', text: 1, required: 1 }, 'b'],
  condition: {
    ...(type === 9 ? { option: ['1', '2'] } : {}),
    ...(type === 7 ? { present: 1 } : {}),
    ...(type === 6 ? { limit_date: { start: '2020', end: '2030-01-01' }, disabled_date: { is_check: 1 } } : {}),
    ...(type === 2 ? { word_max: 10 } : {}),
  },
}));

describe('every produced schema compiles with createPortalAjv()', () => {
  it.each(LOCALES)('a module with every field type, required, in %s', (locale) => {
    const { schema } = adaptModule(everyType, { locale });
    expect(() => createPortalAjv().compile(schema)).not.toThrow();
    expect(Object.keys(schema.properties as object).length).toBeGreaterThan(10);
  });

  it.each(allFixtures.map((f) => [f.name, f] as const))('fixture %s with referee 1 (unique e-mails)', (_, fixture) => {
    const { schema } = adaptModule(fixture.fields, { locale: 'en', referee: 1 });
    expect(() => createPortalAjv().compile(schema)).not.toThrow();
  });
});
