import { describe, expect, it } from 'vitest';
import { FieldDefinitionError, adaptModule, parseFields, validateModule } from '../../../../schema-adapters/index';
import { PROTOTYPE_KEY, PROTOTYPE_NAMES, fromJson } from './keys';

const en = { locale: 'en' } as const;
const optionsValued = (values: readonly string[]) => values.map((value) => ({ sc: value, tc: value, en: value, value }));
const keywordsOf = (errors: Array<{ field: string; keyword: string }>) => errors.map(({ field, keyword }) => ({ field, keyword }));

describe('names of Object.prototype properties as option values', () => {
  const values = [...PROTOTYPE_NAMES, PROTOTYPE_KEY];

  it('are ordinary choices of a single choice, a dropdown and a multiple choice', () => {
    const fields = [
      { id: 1, field: 'radio', type: 3, required: 1, item: optionsValued(values) },
      { id: 2, field: 'select', type: 5, item: optionsValued(values) },
      { id: 3, field: 'boxes', type: 4, item: optionsValued(values) },
    ];
    for (const value of values) {
      expect(validateModule(fields, { radio: value, select: value, boxes: [value, 'constructor'].filter((v, i, all) => all.indexOf(v) === i) }, en)).toEqual([]);
    }
    expect(keywordsOf(validateModule(fields, { radio: 'prototype' }, en))).toEqual([{ field: 'radio', keyword: 'enum' }]);
  });

  it('ask for other text when the option valued so asks for it', () => {
    const item = [...optionsValued(['constructor']), { sc: '其他', value: PROTOTYPE_KEY, text: 1, required: 1 }];
    const fields = [{ id: 1, field: 'source', type: 3, item }];
    expect(keywordsOf(validateModule(fields, { source: PROTOTYPE_KEY }, en))).toEqual([{ field: 'source_other', keyword: 'required' }]);
    expect(validateModule(fields, { source: PROTOTYPE_KEY, source_other: 'x' }, en)).toEqual([]);
    expect(validateModule(fields, { source: 'constructor' }, en)).toEqual([]);
  });

  it('are matrix rows, checked like every other row (even __proto__, which AJV skips under properties)', () => {
    const fields = [{ id: 1, field: 'rating', type: 9, required: 1, item: optionsValued(['constructor', PROTOTYPE_KEY]), condition: { option: ['1', '2', '3'] } }];
    expect(validateModule(fields, { rating: fromJson([['constructor', 1], [PROTOTYPE_KEY, 3]]) }, en)).toEqual([]);
    expect(keywordsOf(validateModule(fields, { rating: fromJson([['constructor', 1], [PROTOTYPE_KEY, 9]]) }, en))).toEqual([{ field: 'rating', keyword: 'enum' }]);
    expect(keywordsOf(validateModule(fields, { rating: { constructor: 2 } }, en))).toEqual([{ field: 'rating', keyword: 'required' }]);
    expect(keywordsOf(validateModule(fields, { rating: fromJson([[PROTOTYPE_KEY, 2]]) }, en))).toEqual([{ field: 'rating', keyword: 'required' }]);
  });

  it('are levels along a path', () => {
    const item = [{ sc: 'A', value: 'constructor', children: [{ sc: 'B', value: PROTOTYPE_KEY }] }];
    const fields = [{ id: 1, field: 'place', type: 15, required: 1, item }];
    expect(validateModule(fields, { place: ['constructor', PROTOTYPE_KEY] }, en)).toEqual([]);
    expect(keywordsOf(validateModule(fields, { place: ['constructor'] }, en))).toEqual([{ field: 'place', keyword: 'levelPath' }]);
  });
});

describe('names of Object.prototype properties as condition keys', () => {
  const strayKeys = [...PROTOTYPE_NAMES, PROTOTYPE_KEY].map((key): [string, unknown] => [key, { word_max: 1 }]);

  it('are ignored like any unknown condition key, from JSON text and from parsed JSON', () => {
    const conditionText = JSON.stringify(fromJson([...strayKeys, ['word_max', 3]]));
    for (const condition of [conditionText, JSON.parse(conditionText) as unknown]) {
      const fields = [{ id: 1, field: 'essay', type: 2, condition }];
      expect(parseFields(fields)[0]?.condition).toEqual({ word_max: 3 });
      expect(validateModule(fields, { essay: 'one two three' }, en)).toEqual([]);
      expect(keywordsOf(validateModule(fields, { essay: 'one two three four' }, en))).toEqual([{ field: 'essay', keyword: 'wordMax' }]);
    }
  });

  it('are ignored inside nested condition objects too', () => {
    const relation = JSON.stringify(fromJson([[PROTOTYPE_KEY, { field: 'x' }], ['field', 'gate'], ['checkedOption', [0]]]));
    const fields = [
      { id: 1, field: 'gate', type: 3, item: ['yes', 'no'] },
      { id: 2, field: 'detail', type: 1, required: 1, condition: `{"relationform":${relation},"constructor":{"prototype":{"x":1}}}` },
    ];
    expect(validateModule(fields, { gate: '1' }, en)).toEqual([]);
    expect(keywordsOf(validateModule(fields, { gate: '0' }, en))).toEqual([{ field: 'detail', keyword: 'required' }]);
  });

  it.each([...PROTOTYPE_NAMES, PROTOTYPE_KEY])('date_type "%s" is refused with a FieldDefinitionError naming the path', (name) => {
    expect(() => adaptModule([{ id: 1, field: 'd', type: 6, condition: { date_type: name } }])).toThrow(FieldDefinitionError);
    expect(() => adaptModule([{ id: 1, field: 'd', type: 6, condition: { date_type: name } }])).toThrow('fields[0].condition.date_type');
    expect(() => validateModule([{ id: 1, field: 'd', type: 6, date_type: name }], {})).toThrow('fields[0].date_type');
  });
});
