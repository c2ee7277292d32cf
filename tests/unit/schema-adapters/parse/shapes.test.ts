import { describe, expect, it } from 'vitest';
import { parseFields, parseFieldsReport } from '../../../../schema-adapters/index';

const one = (raw: Record<string, unknown>) => {
  const [field] = parseFields([{ id: 1, field: 'f', type: 1, ...raw }]);
  if (!field) throw new Error('no field parsed');
  return field;
};

describe('parseFields: names and texts', () => {
  it('stores a plain-string name under every locale', () => {
    expect(one({ name: '姓名' }).name).toEqual({ sc: '姓名', tc: '姓名', en: '姓名' });
  });

  it('keeps a per-language name as given', () => {
    expect(one({ name: { sc: '姓名', tc: '姓名', en: 'Name' } }).name).toEqual({ sc: '姓名', tc: '姓名', en: 'Name' });
  });

  it('keeps a partial per-language name without inventing the missing languages', () => {
    expect(one({ name: { en: 'Only English' } }).name).toEqual({ en: 'Only English' });
  });

  it('reads desc, remark, tips, errorMsg, fieldErrorMsg and compare_tips as localized text', () => {
    const field = one({ desc: 'd', remark: { en: 'r' }, tips: 't', errorMsg: { sc: 'e' }, fieldErrorMsg: 'fe', compare_tips: 'ct' });
    expect(field.desc).toEqual({ sc: 'd', tc: 'd', en: 'd' });
    expect(field.remark).toEqual({ en: 'r' });
    expect(field.tips.tc).toBe('t');
    expect(field.errorMsg).toEqual({ sc: 'e' });
    expect(field.fieldErrorMsg.en).toBe('fe');
    expect(field.compare_tips.sc).toBe('ct');
  });
});

describe('parseFields: options', () => {
  const labels = [
    { sc: '是', tc: '是', en: 'Yes' },
    { sc: '否', tc: '否', en: 'No' },
  ];

  it('reads options under `item`', () => {
    const field = one({ type: 3, item: labels });
    expect(field.options.map((o) => o.label.en)).toEqual(['Yes', 'No']);
  });

  it('reads options under `options` the same way as under `item`', () => {
    expect(one({ type: 3, options: labels }).options).toEqual(one({ type: 3, item: labels }).options);
  });

  it('reads options sent as JSON text', () => {
    expect(one({ type: 3, item: JSON.stringify(labels) }).options).toEqual(one({ type: 3, item: labels }).options);
  });

  it('turns string options into labels in every language with index values', () => {
    const field = one({ type: 3, item: ['A', 'B'] });
    expect(field.options.map((o) => [o.value, o.index, o.label])).toEqual([
      ['0', 0, { sc: 'A', tc: 'A', en: 'A' }],
      ['1', 1, { sc: 'B', tc: 'B', en: 'B' }],
    ]);
  });

  it('uses the 0-based index as the value when no value is given', () => {
    expect(one({ type: 3, item: labels }).options.map((o) => o.value)).toEqual(['0', '1']);
  });

  it('uses an explicit value, and keeps the position as index', () => {
    const field = one({ type: 3, item: [{ ...labels[0], value: 'yes' }, { ...labels[1], value: 'no' }] });
    expect(field.options.map((o) => [o.value, o.index])).toEqual([
      ['yes', 0],
      ['no', 1],
    ]);
  });

  it('reads the text, required, tips and phone_code flags of an option', () => {
    const field = one({
      type: 13,
      item: [
        { sc: '其他', tc: '其他', en: 'Other', text: 1, required: '1', tips: { sc: '请注明', en: 'Please specify' }, phone_code: '+852' },
        { sc: '无', tc: '無', en: 'None' },
      ],
    });
    const [other, none] = field.options;
    expect(other).toMatchObject({ text: true, required: true, tips: { sc: '请注明', en: 'Please specify' }, phone_code: '+852' });
    expect(none).toMatchObject({ text: false, required: false, tips: {} });
    expect(none?.phone_code).toBeUndefined();
  });
});

describe('parseFields: conditions', () => {
  it('reads a condition given as an object', () => {
    expect(one({ type: 2, condition: { word_max: 500, custom_lines: 4 } }).condition).toEqual({ word_max: 500, custom_lines: 4 });
  });

  it('reads a condition given as JSON text the same as the object', () => {
    const text = JSON.stringify({ word_max: 500, limit_date: { start: '2020-01-01' } });
    expect(one({ condition: text }).condition).toEqual(one({ condition: JSON.parse(text) as unknown }).condition);
  });

  it.each([
    ['an empty string', ''],
    ['null', null],
    ['an absent key', undefined],
    ['an empty list', []],
  ])('reads %s condition as no condition', (_, condition) => {
    expect(one({ condition }).condition).toEqual({});
  });

  it('reads numbers sent as strings in the condition', () => {
    expect(one({ type: 2, condition: { word_max: '500', max_quantity: '3', file_size: '5' } }).condition).toMatchObject({
      word_max: 500,
      max_quantity: 3,
      file_size: 5,
    });
  });

  it('reads date_type at the top level when the condition has none', () => {
    expect(one({ type: 6, date_type: 'month' }).condition.date_type).toBe('month');
  });
});

describe('parseFields: numbers sent as strings', () => {
  it('reads id, type, required, nature and sort sent as text', () => {
    const field = one({ id: '17', type: '2', required: '1', nature: '5', sort: '3' });
    expect(field).toMatchObject({ id: '17', type: 2, required: true, nature: 5, sort: 3 });
  });

  it('reads a numeric id as text', () => {
    expect(one({ id: 17 }).id).toBe('17');
  });

  it('reads required "0" and 0 as not required', () => {
    expect(one({ required: '0' }).required).toBe(false);
    expect(one({ required: 0 }).required).toBe(false);
  });
});

describe('parseFields: list shapes', () => {
  const normal = [{ id: 1, field: 'a', type: 1 }];
  const column = [{ id: 2, field: 'b', type: 1 }];
  const keys = (raw: unknown) => parseFields(raw).map((f) => f.field);

  it('reads a plain list', () => {
    expect(keys([...normal, ...column])).toEqual(['a', 'b']);
  });

  it('reads { normal, column }, normal fields first', () => {
    expect(keys({ normal, column })).toEqual(['a', 'b']);
  });

  it('reads { normal } without column', () => {
    expect(keys({ normal })).toEqual(['a']);
  });

  it('reads { fields }', () => {
    expect(keys({ fields: [...normal, ...column] })).toEqual(['a', 'b']);
  });

  it('reads JSON text of the list and of { normal, column }', () => {
    expect(keys(JSON.stringify([...normal, ...column]))).toEqual(['a', 'b']);
    expect(keys(JSON.stringify({ normal, column }))).toEqual(['a', 'b']);
  });

  it('gives the same definitions for every list shape', () => {
    const expected = parseFields([...normal, ...column]);
    expect(parseFields({ normal, column })).toEqual(expected);
    expect(parseFields({ fields: [...normal, ...column] })).toEqual(expected);
  });

  it('reports no warning for a clean list', () => {
    expect(parseFieldsReport([...normal, ...column]).warnings).toEqual([]);
  });
});
