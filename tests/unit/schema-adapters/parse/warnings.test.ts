import { describe, expect, it } from 'vitest';
import { adaptModule, parseFields, parseFieldsReport, type ParseWarning } from '../../../../schema-adapters/index';

const paths = (warnings: ParseWarning[]) => warnings.map((w) => w.path);

describe('parseFieldsReport: malformed optional keys are ignored with a warning', () => {
  it('ignores labelWidth {} with a warning at its path, and the field still adapts', () => {
    const raw = [{ id: 1, field: 'a', type: 1, name: 'A', condition: { labelWidth: {}, word_max: 3 } }];
    const { fields, warnings } = parseFieldsReport(raw);
    expect(paths(warnings)).toEqual(['fields[0].condition.labelWidth']);
    expect(fields[0]?.condition).toEqual({ word_max: 3 });
    const adapted = adaptModule(raw, { locale: 'en' });
    expect(adapted.schema).toMatchObject({ properties: { a: { type: 'string' } } });
    expect(adapted.uischema.elements?.[0]?.options?.labelWidth).toBeUndefined();
    expect(paths(adapted.warnings)).toContain('fields[0].condition.labelWidth');
  });

  it.each([
    ['custom_lines', 'many'],
    ['is_sensitive_data', 'perhaps'],
    ['buttonName', { de: 'Hinzufügen' }],
    ['files', 'not a list'],
    ['columnLayout', -1],
  ])('ignores a bad visual key %s with a warning naming it', (key, value) => {
    const { fields, warnings } = parseFieldsReport([{ id: 1, field: 'a', type: 2, condition: { [key]: value } }]);
    expect(paths(warnings)).toEqual([`fields[0].condition.${key}`]);
    expect(fields[0]?.condition).not.toHaveProperty(key);
  });

  it.each([
    ['nature', 'email'],
    ['sort', 'first'],
    ['name', [1, 2]],
    ['connect_id_card', 'maybe'],
  ])('ignores a bad optional top-level key %s with a warning naming it', (key, value) => {
    const { warnings } = parseFieldsReport([{ id: 1, field: 'a', type: 1, [key]: value }]);
    expect(paths(warnings)).toEqual([`fields[0].${key}`]);
  });

  it('warns on an option flag that is not a flag and treats it as off', () => {
    const { fields, warnings } = parseFieldsReport([{ id: 1, field: 'a', type: 3, item: [{ sc: 'x', text: 'sure' }] }]);
    expect(paths(warnings)).toEqual(['fields[0].item[0].text']);
    expect(fields[0]?.options[0]?.text).toBe(false);
  });

  it('calls onWarning once for every warning', () => {
    const seen: ParseWarning[] = [];
    parseFields([{ id: 1, field: 'a', type: 1, condition: { labelWidth: {}, layout: {} } }], { onWarning: (w) => seen.push(w) });
    expect(paths(seen).sort()).toEqual(['fields[0].condition.labelWidth', 'fields[0].condition.layout']);
  });
});

describe('parseFieldsReport: unknown references warn and are dropped', () => {
  const item = ['yes', 'no'];

  it('drops an open_id that names no field, keeps the known one', () => {
    const raw = [
      { id: 1, field: 'c', type: 3, item, condition: { option_trigger: { option_index: { sc: [0] }, open_id: [2, 404] } } },
      { id: 2, field: 'd', type: 1, isrelation: 1 },
    ];
    const { fields, warnings } = parseFieldsReport(raw);
    expect(fields[0]?.condition.option_trigger?.[0]?.open_id).toEqual(['2']);
    expect(paths(warnings)).toEqual(['fields[0].condition.option_trigger[0].open_id']);
    expect(warnings[0]?.message).toContain('404');
  });

  it('drops a relationform naming no field', () => {
    const raw = [{ id: 1, field: 'd', type: 1, condition: { relationform: { field: 'ghost', checkedOption: [0] } } }];
    const { fields, warnings } = parseFieldsReport(raw);
    expect(fields[0]?.condition.relationform).toBeUndefined();
    expect(paths(warnings)).toEqual(['fields[0].condition.relationform.field']);
  });

  it('drops a compare entry naming no field, keeps the known one', () => {
    const raw = [
      { id: 1, field: 'a', type: 1 },
      { id: 2, field: 'b', type: 1, compare: ['a', 'ghost'] },
    ];
    const { fields, warnings } = parseFieldsReport(raw);
    expect(fields[1]?.compare).toEqual(['a']);
    expect(paths(warnings)).toEqual(['fields[1].compare']);
  });

  it('drops a pid naming no field', () => {
    const raw = [{ id: 1, field: 'a', type: 1, pid: 77, condition: { columnTable: { isInColumnTable: 1 } } }];
    const { fields, warnings } = parseFieldsReport(raw);
    expect(fields[0]?.pid).toBe('');
    expect(paths(warnings)).toEqual(['fields[0].pid']);
  });

  it('reads pid 0 as no group, without a warning', () => {
    const { fields, warnings } = parseFieldsReport([{ id: 1, field: 'a', type: 1, pid: 0 }]);
    expect(fields[0]?.pid).toBe('');
    expect(warnings).toEqual([]);
  });

  it('resolves references by id and by field key', () => {
    const raw = [
      { id: 1, field: 'c', type: 3, item, condition: { option_trigger: { option_index: [0], open_id: ['2', 'e'] } } },
      { id: 2, field: 'd', type: 1 },
      { id: 3, field: 'e', type: 1 },
    ];
    const { fields, warnings } = parseFieldsReport(raw);
    expect(fields[0]?.condition.option_trigger?.[0]?.open_id).toEqual(['2', 'e']);
    expect(warnings).toEqual([]);
  });
});
