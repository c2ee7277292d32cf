import { describe, expect, it } from 'vitest';
import { fromServerValues, toServerValues, validateModule } from '../../../../schema-adapters/index';
import { expectRowVisibility } from './helpers';

const column = { columnTable: { isInColumnTable: 1 } };
const degrees = [
  { sc: '学士', tc: '學士', en: 'Bachelor' },
  { sc: '硕士', tc: '碩士', en: 'Master' },
  { sc: '博士', tc: '博士', en: 'Doctorate' },
];

describe('per-row rules inside a repeating group', () => {
  const fields = [
    { id: 10, field: 'edu', type: 1, condition: { requirerdQuantity: 0, customize: 5 } },
    { id: 11, field: 'degree', type: 3, pid: 10, item: degrees, condition: { ...column, option_trigger: { option_index: [1, 2], open_id: [12] } } },
    { id: 12, field: 'thesis', type: 1, pid: 10, required: 1, isrelation: 1, condition: column },
  ];

  it('opens the dependent column only in the row whose controller matches', () => {
    const rows = [
      { columnNumber: 1, degree: '1' },
      { columnNumber: 2, degree: '0' },
    ];
    expectRowVisibility(fields, 'en', 'edu', rows, 0, 'thesis', true);
    expectRowVisibility(fields, 'en', 'edu', rows, 1, 'thesis', false);
  });

  it('a row without a choice keeps it hidden', () => {
    expectRowVisibility(fields, 'sc', 'edu', [{ columnNumber: 1 }], 0, 'thesis', false);
  });

  it('relationform inside a row works per row too', () => {
    const related = [
      { id: 10, field: 'fam', type: 1 },
      { id: 11, field: 'job', type: 5, pid: 10, item: ['employed', 'retired'], condition: column },
      { id: 12, field: 'employer', type: 1, pid: 10, required: 1, condition: { ...column, relationform: { field: 'job', checkedOption: [0] } } },
    ];
    const rows = [
      { columnNumber: 1, job: '1' },
      { columnNumber: 2, job: '0' },
    ];
    expectRowVisibility(related, 'tc', 'fam', rows, 0, 'employer', false);
    expectRowVisibility(related, 'tc', 'fam', rows, 1, 'employer', true);
  });
});

describe('isrelation_{n}: dependent only in row n', () => {
  const fields = [
    { id: 10, field: 'edu', type: 1 },
    { id: 11, field: 'degree', type: 3, pid: 10, item: degrees, condition: { ...column, option_trigger: { option_index: [1, 2], open_id: [12] } } },
    { id: 12, field: 'thesis', type: 1, pid: 10, required: 1, isrelation_2: 1, condition: column },
  ];
  const rows = [
    { columnNumber: 1, degree: '0' },
    { columnNumber: 2, degree: '0' },
    { columnNumber: 3, degree: '0' },
  ];

  it('is a normal column in rows other than n', () => {
    expectRowVisibility(fields, 'en', 'edu', rows, 0, 'thesis', true);
    expectRowVisibility(fields, 'en', 'edu', rows, 2, 'thesis', true);
  });

  it('in row n it is shown only when that row opens it', () => {
    expectRowVisibility(fields, 'en', 'edu', rows, 1, 'thesis', false);
    const opened = rows.map((row) => (row.columnNumber === 2 ? { ...row, degree: '2' } : row));
    expectRowVisibility(fields, 'en', 'edu', opened, 1, 'thesis', true);
  });
});

describe('isrelation_{n} follows columnNumber, not the place in the list', () => {
  const fields = [
    { id: 10, field: 'edu', type: 1 },
    { id: 11, field: 'degree', type: 3, pid: 10, item: degrees, condition: column },
    { id: 12, field: 'thesis', type: 1, pid: 10, required: 1, isrelation_2: 1, condition: column },
  ];
  const listed = [
    { columnNumber: 2, degree: '0' },
    { columnNumber: 1, degree: '0' },
  ];

  it('treats the row numbered 2 as row 2 though the server lists it first', () => {
    const filled = [
      { columnNumber: 2, degree: '0', thesis: 'Hidden in row 2' },
      { columnNumber: 1, degree: '0', thesis: 'Required in row 1' },
    ];
    expect(validateModule(fields, { edu: filled }, { locale: 'en' })).toEqual([]);
    const errors = validateModule(fields, { edu: listed }, { locale: 'en' });
    expect(errors).toEqual([expect.objectContaining({ field: 'edu[0].thesis', keyword: 'required' })]);
  });

  it('keeps rows in columnNumber order when reading and saving', () => {
    const read = fromServerValues(fields, { edu: listed }) as { edu: Array<Record<string, unknown>> };
    expect(read.edu.map((row) => row.columnNumber)).toEqual([1, 2]);
    const saved = toServerValues(fields, { edu: [{ columnNumber: 2, degree: '1', thesis: 'On rows' }, { columnNumber: 1, degree: '0', thesis: 'Kept' }] });
    expect(saved.edu).toEqual([
      { columnNumber: 1, degree: '0', thesis: 'Kept' },
      { columnNumber: 2, degree: '1' },
    ]);
  });
});
