import { describe, expect, it } from 'vitest';
import { FieldDefinitionError, adaptModule, parseFields, toServerValues, validateModule } from '../../../../schema-adapters/index';

const column = (id: number, pid: number, name: string, extra: Record<string, unknown> = {}) => ({
  id,
  pid,
  field: 'period',
  name,
  type: 1,
  required: 1,
  condition: { columnTable: { isInColumnTable: 1 } },
  ...extra,
});

const fields = [
  { id: 1, field: 'work', name: 'Work', type: 1, condition: { requirerdQuantity: 1 } },
  { id: 2, field: 'projects', name: 'Projects', type: 1, condition: { requirerdQuantity: 1 } },
  column(11, 1, 'Employment period', { fieldErrorMsg: 'Say when you worked' }),
  column(21, 2, 'Project period', { fieldErrorMsg: 'Say when the project ran', condition: { columnTable: { isInColumnTable: 1 }, max_length: 4 } }),
];

describe('column keys are scoped to their group', () => {
  it('two groups may each have a column keyed period', () => {
    expect(parseFields(fields).map((field) => field.field)).toEqual(['work', 'projects', 'period', 'period']);
    const { schema } = adaptModule(fields, { locale: 'en' });
    expect(Object.keys(schema.properties as object)).toEqual(['work', 'projects']);
  });

  it('each group validates its own column, and errors name the right one', () => {
    const values = { work: [{ columnNumber: 1 }], projects: [{ columnNumber: 1, period: '2020-2024' }] };
    const errors = validateModule(fields, values, { locale: 'en' });
    expect(errors).toContainEqual(expect.objectContaining({ field: 'work[0].period', keyword: 'required' }));
    expect(errors).toContainEqual({ field: 'projects[0].period', keyword: 'maxLength', message: expect.stringContaining('4') });
    expect(errors).toHaveLength(2);
    const empty = validateModule(fields, { work: [{ columnNumber: 1 }], projects: [{ columnNumber: 1 }] }, { locale: 'en' });
    expect(empty).toEqual([
      { field: 'work[0].period', keyword: 'required', message: 'Say when you worked' },
      { field: 'projects[0].period', keyword: 'required', message: 'Say when the project ran' },
    ]);
    const filled = { work: [{ columnNumber: 1, period: '2019-2021' }], projects: [{ columnNumber: 1, period: '2024' }] };
    expect(validateModule(fields, filled, { locale: 'en' })).toEqual([]);
    expect(toServerValues(fields, filled, { locale: 'en' })).toEqual(filled);
  });

  it('a key repeated within one group, or among the module fields, is still refused', () => {
    const twice = [...fields, column(12, 1, 'Again')];
    expect(() => parseFields(twice)).toThrow(FieldDefinitionError);
    expect(() => parseFields(twice)).toThrow('fields[4].field: key "period" repeats in its group');
    expect(() => parseFields([...fields, { id: 3, field: 'work', type: 1 }])).toThrow('fields[4].field: key "work" repeats');
    expect(() => parseFields([...fields, { id: 3, field: 'period', type: 1 }])).not.toThrow();
  });
});

describe('a column keyed like its own group', () => {
  const fields = [
    { id: 1, field: 'award', type: 1, condition: { requirerdQuantity: 1 } },
    { id: 2, pid: 1, field: 'award', type: 1, required: 1, condition: { columnTable: { isInColumnTable: 1 } } },
  ];

  it('is an ordinary column of that group, not a group inside it', () => {
    const { schema } = adaptModule(fields, { locale: 'en' });
    expect(schema.properties).toMatchObject({ award: { type: 'array', items: { properties: { award: { type: 'string' } } } } });
    expect(validateModule(fields, { award: [{ columnNumber: 1 }] }, { locale: 'en' })).toMatchObject([{ field: 'award[0].award', keyword: 'required' }]);
    expect(toServerValues(fields, { award: [{ columnNumber: 1, award: 'Gold' }] })).toEqual({ award: [{ columnNumber: 1, award: 'Gold' }] });
  });
});
