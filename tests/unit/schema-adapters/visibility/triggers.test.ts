import { describe, expect, it } from 'vitest';
import { LOCALES, adaptModule, fromServerValues, validateModule } from '../../../../schema-adapters/index';
import { expectRootVisibility } from './helpers';

const yesNoMaybe = [
  { sc: '是', tc: '是', en: 'Yes' },
  { sc: '否', tc: '否', en: 'No' },
  { sc: '也许', tc: '也許', en: 'Maybe' },
];

describe('option_trigger on the controlling field', () => {
  const objectForm = [
    { id: 1, field: 'c', type: 3, item: yesNoMaybe, condition: { option_trigger: { option_index: { sc: [0], tc: [0], en: [0] }, open_id: [2] } } },
    { id: 2, field: 'd', type: 1, required: 1, isrelation: 1 },
  ];

  it.each(LOCALES)('object form shows the dependent only for the listed option (%s)', (locale) => {
    expectRootVisibility(objectForm, locale, 'd', { c: '0' }, true);
    expectRootVisibility(objectForm, locale, 'd', { c: '1' }, false);
    expectRootVisibility(objectForm, locale, 'd', {}, false);
  });

  const listForm = [
    {
      id: 1,
      field: 'c',
      type: 5,
      item: yesNoMaybe,
      condition: JSON.stringify({
        option_trigger: [
          { option_index: '{"sc":[1],"tc":[1],"en":[1]}', open_id: ['2'] },
          { option_index: { sc: [2], tc: [2], en: [2] }, open_id: ['e'] },
        ],
      }),
    },
    { id: 2, field: 'd', type: 1, required: 1, isrelation: 1 },
    { id: 3, field: 'e', type: 1, required: 1, isrelation: 1 },
  ];

  it('list form with option_index as JSON text opens each dependent by its own option', () => {
    expectRootVisibility(listForm, 'en', 'd', { c: '1' }, true);
    expectRootVisibility(listForm, 'en', 'e', { c: '1' }, false);
    expectRootVisibility(listForm, 'en', 'e', { c: '2' }, true);
    expectRootVisibility(listForm, 'en', 'd', { c: '2' }, false);
  });

  it('uses the option indices of the locale (sc [1] vs en [2])', () => {
    const fields = [
      { id: 1, field: 'c', type: 3, item: yesNoMaybe, condition: { option_trigger: { option_index: { sc: [1], tc: [1], en: [2] }, open_id: [2] } } },
      { id: 2, field: 'd', type: 1, required: 1, isrelation: 1 },
    ];
    expectRootVisibility(fields, 'sc', 'd', { c: '1' }, true);
    expectRootVisibility(fields, 'sc', 'd', { c: '2' }, false);
    expectRootVisibility(fields, 'en', 'd', { c: '2' }, true);
    expectRootVisibility(fields, 'en', 'd', { c: '1' }, false);
    expectRootVisibility(fields, 'tc', 'd', { c: '1' }, true);
  });

  it('refers to options by position even when they carry explicit values', () => {
    const item = yesNoMaybe.map((label, index) => ({ ...label, value: `v${index}` }));
    const fields = [
      { id: 1, field: 'c', type: 3, item, condition: { option_trigger: { option_index: [2], open_id: ['d'] } } },
      { id: 2, field: 'd', type: 1, required: 1, isrelation: 1 },
    ];
    expectRootVisibility(fields, 'en', 'd', { c: 'v2' }, true);
    expectRootVisibility(fields, 'en', 'd', { c: '2' }, false);
  });

  it('a multiple-choice controller opens the dependent when the list contains a listed option', () => {
    const fields = [
      { id: 1, field: 'c', type: 4, item: yesNoMaybe, condition: { option_trigger: { option_index: { sc: [1], tc: [1], en: [1] }, open_id: [2] } } },
      { id: 2, field: 'd', type: 1, required: 1, isrelation: 1 },
    ];
    expectRootVisibility(fields, 'en', 'd', { c: ['0', '1'] }, true);
    expectRootVisibility(fields, 'en', 'd', { c: ['1'] }, true);
    expectRootVisibility(fields, 'en', 'd', { c: ['0', '2'] }, false);
    expectRootVisibility(fields, 'en', 'd', { c: [] }, false);
  });

  it('a multiple-choice controller sent as "0,1" opens it too', () => {
    const fields = [
      { id: 1, field: 'c', type: 4, item: yesNoMaybe, condition: { option_trigger: { option_index: [1], open_id: [2] } } },
      { id: 2, field: 'd', type: 1, required: 1, isrelation: 1 },
    ];
    for (const [server, visible] of [
      ['0,1', true],
      ['0,2', false],
    ] as const) {
      const data = fromServerValues(fields, { c: server });
      expect(data.c).toEqual(server.split(','));
      expectRootVisibility(fields, 'en', 'd', data, visible);
      expect(validateModule(fields, { c: server }, { locale: 'en' }).some((e) => e.field === 'd')).toBe(visible);
    }
  });

  it('two triggers on one field combine with OR', () => {
    const fields = [
      { id: 1, field: 'a', type: 3, item: yesNoMaybe, condition: { option_trigger: { option_index: [0], open_id: [3] } } },
      { id: 2, field: 'b', type: 3, item: yesNoMaybe, condition: { option_trigger: { option_index: [1], open_id: [3] } } },
      { id: 3, field: 'd', type: 1, required: 1, isrelation: 1 },
    ];
    expectRootVisibility(fields, 'en', 'd', { a: '0' }, true);
    expectRootVisibility(fields, 'en', 'd', { b: '1' }, true);
    expectRootVisibility(fields, 'en', 'd', { a: '0', b: '1' }, true);
    expectRootVisibility(fields, 'en', 'd', { a: '1', b: '0' }, false);
  });
});

describe('relationform on the dependent field', () => {
  const byKey = [
    { id: 1, field: 'c', type: 5, item: yesNoMaybe },
    { id: 2, field: 'd', type: 1, required: 1, isrelation: 1, condition: { relationform: { field: 'c', checkedOption: [0, 2] } } },
  ];
  const byId = [
    { id: 1, field: 'c', type: 5, item: yesNoMaybe },
    { id: 2, field: 'd', type: 1, required: 1, condition: '{"relationform":{"open_id":1,"checkedOption":"1"}}' },
  ];

  it.each(LOCALES)('by controller key, for either listed option (%s)', (locale) => {
    expectRootVisibility(byKey, locale, 'd', { c: '0' }, true);
    expectRootVisibility(byKey, locale, 'd', { c: '2' }, true);
    expectRootVisibility(byKey, locale, 'd', { c: '1' }, false);
  });

  it('by controller id in a JSON-text condition without isrelation', () => {
    expectRootVisibility(byId, 'en', 'd', { c: '1' }, true);
    expectRootVisibility(byId, 'en', 'd', { c: '0' }, false);
    expectRootVisibility(byId, 'en', 'd', {}, false);
  });
});

describe('chains and loops', () => {
  const chain = [
    { id: 1, field: 'a', type: 3, item: yesNoMaybe, condition: { option_trigger: { option_index: [0], open_id: [2] } } },
    { id: 2, field: 'b', type: 3, item: yesNoMaybe, isrelation: 1, required: 1, condition: { option_trigger: { option_index: [0], open_id: [3] } } },
    { id: 3, field: 'c', type: 1, required: 1, isrelation: 1 },
  ];

  it('A opens B opens C', () => {
    expectRootVisibility(chain, 'en', 'b', { a: '0' }, true);
    expectRootVisibility(chain, 'en', 'c', { a: '0', b: '0' }, true);
    expectRootVisibility(chain, 'en', 'c', { a: '0', b: '1' }, false);
  });

  it('C stays hidden while B is hidden, even when B holds a stale matching value', () => {
    expectRootVisibility(chain, 'en', 'b', { a: '1', b: '0' }, false);
    expectRootVisibility(chain, 'en', 'c', { a: '1', b: '0' }, false);
    expectRootVisibility(chain, 'en', 'c', { b: '0' }, false);
  });

  it('a field that opens itself adapts with a warning and the trigger is ignored', () => {
    const fields = [
      { id: 1, field: 'a', type: 3, item: yesNoMaybe, required: 1, condition: { option_trigger: { option_index: [0], open_id: [1] } } },
    ];
    const module = adaptModule(fields, { locale: 'en' });
    expect(module.warnings.map((w) => w.path)).toContain('a.condition.option_trigger[0]');
    expect(module.uischema.elements?.[0]?.rule).toBeUndefined();
    expectRootVisibility(fields, 'en', 'a', { a: '0' }, true);
    expectRootVisibility(fields, 'en', 'a', {}, true);
  });

  it('a 2-cycle adapts with a loop warning and never shows a field without its opener chosen', () => {
    const fields = [
      { id: 1, field: 'a', type: 3, item: yesNoMaybe, required: 1, isrelation: 1, condition: { option_trigger: { option_index: [0], open_id: [2] } } },
      { id: 2, field: 'b', type: 3, item: yesNoMaybe, required: 1, isrelation: 1, condition: { option_trigger: { option_index: [0], open_id: [1] } } },
    ];
    const module = adaptModule(fields, { locale: 'en' });
    expect(module.warnings.some((w) => /loop/.test(w.message))).toBe(true);
    for (const key of ['a', 'b']) {
      expectRootVisibility(fields, 'en', key, {}, false);
      expectRootVisibility(fields, 'en', key, { a: '1', b: '1' }, false);
    }
  });

  it('isrelation 1 without any trigger is always hidden', () => {
    const fields = [
      { id: 1, field: 'c', type: 3, item: yesNoMaybe },
      { id: 2, field: 'd', type: 1, required: 1, isrelation: 1 },
    ];
    for (const data of [{}, { c: '0' }, { c: '1' }]) expectRootVisibility(fields, 'en', 'd', data, false);
  });

  it('a field without any relation is always shown', () => {
    const fields = [{ id: 1, field: 'd', type: 1, required: 1 }];
    expectRootVisibility(fields, 'en', 'd', {}, true);
  });
});
