import { describe, expect, it } from 'vitest';
import { adaptModule, createPortalAjv, parseFields, validateModule } from '../../../../schema-adapters/index';

/** Regression: `disabled_date.date` at year or month precision gives a schema that compiles and blocks later dates. */
describe('disabled_date.date at year or month precision', () => {
  it.each(['2099', '2020-06'])('date %s is accepted by the parser and the schema compiles', (date) => {
    const raw = [{ id: 1, field: 'a', type: 6, condition: { disabled_date: { is_check: 1, date } } }];
    expect(parseFields(raw)[0]?.condition.disabled_date).toEqual({ is_check: true, date });
    expect(() => createPortalAjv().compile(adaptModule(raw, { locale: 'en' }).schema)).not.toThrow();
    expect(() => validateModule(raw, { a: '2020-01-01' }, { locale: 'en' })).not.toThrow();
  });
});
