import { describe, expect, it } from 'vitest';
import { fromServerValues, toServerValues } from '../../../../schema-adapters/index';

const column = { columnTable: { isInColumnTable: 1 } };
const fields = [
  { id: 1, field: 'name', type: 1 },
  { id: 2, field: 'hobbies', type: 4, item: ['read', 'run', { sc: '其他', text: 1 }] },
  { id: 3, field: 'scan', type: 8 },
  { id: 4, field: 'phone', type: 13 },
  { id: 5, field: 'rating', type: 9, item: ['r1', 'r2'], condition: { option: ['1', '2', '3', '4', '5'] } },
  { id: 6, field: 'source', type: 3, item: ['web', { sc: '其他', text: 1, required: 1 }] },
  { id: 7, field: 'legacy', type: 10 },
  { id: 20, field: 'edu', type: 1 },
  { id: 21, field: 'school', type: 1, pid: 20, condition: column },
  { id: 22, field: 'level', type: 5, pid: 20, item: ['BA', { sc: '其他', text: 1 }], condition: column },
];

describe('fromServerValues', () => {
  it('decodes JSON text of lists and objects', () => {
    const data = fromServerValues(fields, {
      scan: '[{"name":"a.pdf","url":"/a.pdf"}]',
      phone: '{"code":"+852","number":"12345678"}',
    });
    expect(data.scan).toEqual([{ name: 'a.pdf', url: '/a.pdf' }]);
    expect(data.phone).toEqual({ code: '+852', number: '12345678' });
  });

  it('keeps text that looks like JSON as the text it is', () => {
    const data = fromServerValues(fields, { name: '{} ', school: '[1, 2]', source: '[web]' });
    expect(data).toMatchObject({ name: '{} ', school: '[1, 2]', source: '[web]' });
    expect(toServerValues(fields, data)).toMatchObject({ name: '{} ', school: '[1, 2]' });
    const nested = fromServerValues(fields, { name: '{"a":1}', edu: JSON.stringify([{ school: '[1, 2]' }]) });
    expect(nested).toMatchObject({ name: '{"a":1}', edu: [{ school: '[1, 2]' }] });
  });

  it('reads "0,2" of a multiple choice as a list', () => {
    expect(fromServerValues(fields, { hobbies: '0,2' }).hobbies).toEqual(['0', '2']);
    expect(fromServerValues(fields, { hobbies: '["0","1"]' }).hobbies).toEqual(['0', '1']);
  });

  it('reads matrix answers sent as text as numbers', () => {
    expect(fromServerValues(fields, { rating: { '0': '3', '1': 5 } }).rating).toEqual({ '0': 3, '1': 5 });
    expect(fromServerValues(fields, { rating: '{"0":"3"}' }).rating).toEqual({ '0': 3 });
  });

  it('numbers rows 1..n and decodes rows sent as JSON text', () => {
    const data = fromServerValues(fields, { edu: JSON.stringify([{ school: 'A' }, { school: 'B' }]) });
    expect(data.edu).toEqual([
      { columnNumber: 1, school: 'A' },
      { columnNumber: 2, school: 'B' },
    ]);
  });

  it('keeps unknown keys and values of unsupported types', () => {
    const data = fromServerValues(fields, { writeState: 1, legacy: 'kept', name: 'N' });
    expect(data).toEqual({ writeState: 1, legacy: 'kept', name: 'N' });
  });

  it('reads the values from JSON text of the whole object', () => {
    expect(fromServerValues(fields, '{"name":"N","hobbies":"1"}')).toEqual({ name: 'N', hobbies: ['1'] });
  });

  it('gives {} for values that are not an object', () => {
    expect(fromServerValues(fields, 5)).toEqual({});
    expect(fromServerValues(fields, null)).toEqual({});
  });
});

describe('toServerValues', () => {
  it('renumbers rows 1..n after a deletion', () => {
    const data = { edu: [{ columnNumber: 1, school: 'A' }, { columnNumber: 3, school: 'C' }] };
    expect(toServerValues(fields, data).edu).toEqual([
      { columnNumber: 1, school: 'A' },
      { columnNumber: 2, school: 'C' },
    ]);
  });

  it('keeps unknown keys such as writeState and values of unsupported types', () => {
    expect(toServerValues(fields, { writeState: 1, sendState: 0, legacy: 'x' })).toEqual({ writeState: 1, sendState: 0, legacy: 'x' });
  });

  it('drops the other text of an unchosen option, keeps it for a chosen one', () => {
    expect(toServerValues(fields, { source: '0', source_other: 'stale' })).toEqual({ source: '0' });
    expect(toServerValues(fields, { source: '1', source_other: 'friend' })).toEqual({ source: '1', source_other: 'friend' });
    expect(toServerValues(fields, { source_other: 'stale' })).toEqual({});
    expect(toServerValues(fields, { hobbies: ['0'], hobbies_other: 'x' })).toEqual({ hobbies: ['0'] });
    expect(toServerValues(fields, { hobbies: ['0', '2'], hobbies_other: 'x' })).toEqual({ hobbies: ['0', '2'], hobbies_other: 'x' });
  });

  it('drops the other text of an unchosen option inside rows', () => {
    const data = { edu: [{ columnNumber: 1, level: '0', level_other: 'stale' }, { columnNumber: 2, level: '1', level_other: 'PhD' }] };
    expect(toServerValues(fields, data).edu).toEqual([
      { columnNumber: 1, level: '0' },
      { columnNumber: 2, level: '1', level_other: 'PhD' },
    ]);
  });

  it('leaves out undefined values', () => {
    expect(toServerValues(fields, { name: undefined, school: 'x' })).toEqual({ school: 'x' });
  });

  const dependent = [
    { id: 1, field: 'c', type: 3, item: ['y', 'n'], condition: { option_trigger: { option_index: [0], open_id: [2] } } },
    { id: 2, field: 'd', type: 3, isrelation: 1, item: [{ sc: '其他', text: 1 }] },
    { id: 10, field: 'g', type: 1 },
    { id: 11, field: 'gc', type: 3, pid: 10, item: ['y', 'n'], condition: { ...column, option_trigger: { option_index: [0], open_id: [12] } } },
    { id: 12, field: 'gd', type: 1, pid: 10, isrelation: 1, condition: column },
  ];

  it('drops the value and other text of a hidden field at the root', () => {
    expect(toServerValues(dependent, { c: '1', d: '0', d_other: 'x' })).toEqual({ c: '1' });
    expect(toServerValues(dependent, { c: '0', d: '0', d_other: 'x' })).toEqual({ c: '0', d: '0', d_other: 'x' });
  });

  it('drops hidden values in rows, row by row', () => {
    const data = { g: [{ columnNumber: 1, gc: '0', gd: 'kept' }, { columnNumber: 2, gc: '1', gd: 'dropped' }] };
    expect(toServerValues(dependent, data).g).toEqual([
      { columnNumber: 1, gc: '0', gd: 'kept' },
      { columnNumber: 2, gc: '1' },
    ]);
  });

  it('is idempotent on its own output', () => {
    const data = fromServerValues(fields, { hobbies: '0,2', hobbies_other: 'x', edu: [{ school: 'A', level: '0', level_other: 'y' }], writeState: 1 });
    const once = toServerValues(fields, data);
    expect(toServerValues(fields, fromServerValues(fields, once))).toEqual(once);
  });
});
