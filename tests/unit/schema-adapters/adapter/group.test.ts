import { describe, expect, it } from 'vitest';
import { type JsonSchema, type Locale, type UiElement, adaptModule } from '../../../../schema-adapters/index';
import { validatorOf } from './helpers';

function groupDefs(condition: Record<string, unknown> = {}, extra: Record<string, unknown> = {}) {
  const column = { columnTable: { isInColumnTable: 1, width: 120 } };
  return [
    { id: 1, field: 'applicant', type: 1, name: 'Applicant' },
    { id: 10, field: 'edu', type: 1, name: { sc: '教育', tc: '教育', en: 'Education' }, condition, ...extra },
    { id: 11, field: 'school', type: 1, pid: 10, required: 1, name: 'School', condition: column },
    { id: 12, field: 'degree', type: 3, pid: '10', item: ['BA', 'MA'], name: 'Degree', condition: column },
    { id: 13, field: 'period', type: 7, pid: 10, name: 'Period', condition: column },
  ];
}

function adaptGroup(condition: Record<string, unknown> = {}, locale: Locale = 'en', extra: Record<string, unknown> = {}) {
  const module = adaptModule(groupDefs(condition, extra), { locale });
  const properties = module.schema.properties as Record<string, JsonSchema>;
  const group = properties.edu as JsonSchema & { items: JsonSchema & { properties: Record<string, JsonSchema> } };
  const element = module.uischema.elements?.find((e) => e.scope === '#/properties/edu') as UiElement;
  return { module, properties, group, element, options: element.options ?? {} };
}

describe('adaptModule: repeating groups', () => {
  it('turns the group into an array whose items hold the columns and columnNumber', () => {
    const { group, properties } = adaptGroup();
    expect(group.type).toBe('array');
    expect(Object.keys(group.items.properties).sort()).toEqual(['columnNumber', 'degree', 'period', 'school']);
    expect(group.items.properties.columnNumber).toEqual({ type: 'integer', minimum: 1 });
    expect(group.items.required).toEqual(['school']);
    expect(properties).not.toHaveProperty('school');
  });

  it('shows columns only inside the detail layout, not at the root', () => {
    const { module, options } = adaptGroup();
    expect(module.uischema.elements?.map((e) => e.scope)).toEqual(['#/properties/applicant', '#/properties/edu']);
    const detail = options.detail as UiElement;
    expect(detail.type).toBe('VerticalLayout');
    expect(detail.elements?.map((e) => e.scope)).toEqual(['#/properties/school', '#/properties/degree', '#/properties/period']);
    expect(detail.elements?.[0]?.options?.columnWidth).toBe(120);
  });

  it('minItems is requirerdQuantity and maxItems requirerdQuantity + customize', () => {
    const { group, options } = adaptGroup({ requirerdQuantity: '2', customize: 3 });
    expect(group.minItems).toBe(2);
    expect(group.maxItems).toBe(5);
    expect(options).toMatchObject({ minRows: 2, maxRows: 5 });
  });

  it('has no maxItems when neither requirerdQuantity nor customize is set', () => {
    const { group, options } = adaptGroup();
    expect(group.minItems).toBe(0);
    expect(group).not.toHaveProperty('maxItems');
    expect(options).not.toHaveProperty('maxRows');
  });

  it('starts with requirerdQuantity rows numbered 1..n', () => {
    const { module } = adaptGroup({ requirerdQuantity: 3, customize: 1 });
    expect(module.data.edu).toEqual([{ columnNumber: 1 }, { columnNumber: 2 }, { columnNumber: 3 }]);
  });

  it('rejects fewer rows than requirerdQuantity and more than the maximum', () => {
    const valid = validatorOf(adaptGroup({ requirerdQuantity: 1, customize: 1 }).module.schema);
    const row = (n: number) => ({ columnNumber: n, school: `S${n}` });
    expect(valid({ edu: [] })).toBe(false);
    expect(valid({ edu: [row(1)] })).toBe(true);
    expect(valid({ edu: [row(1), row(2)] })).toBe(true);
    expect(valid({ edu: [row(1), row(2), row(3)] })).toBe(false);
    expect(valid({ edu: [{ columnNumber: 1 }] })).toBe(false);
  });

  it('columnLayout 2 is a table, other layouts are not', () => {
    expect(adaptGroup({ columnLayout: 2 }).options).toMatchObject({ table: true, columnLayout: 2 });
    expect(adaptGroup({ columnLayout: 1 }).options.table).toBe(false);
    expect(adaptGroup().options.table).toBe(false);
  });

  it('uses buttonName in the locale', () => {
    const buttonName = { sc: '添加经历', tc: '新增經歷', en: 'Add education' };
    expect(adaptGroup({ buttonName }, 'tc').options.buttonName).toBe('新增經歷');
    expect(adaptGroup({ buttonName }, 'en').options.buttonName).toBe('Add education');
  });

  it.each([
    ['sc', '添加'],
    ['tc', '新增'],
    ['en', 'Add'],
  ] as const)('uses the translated default button name in %s', (locale, text) => {
    expect(adaptGroup({}, locale).options.buttonName).toBe(text);
  });

  it('is a columnGroup control labelled in the locale', () => {
    expect(adaptGroup({}, 'sc').element).toMatchObject({ type: 'Control', label: '教育', options: { fieldType: 'columnGroup' } });
  });

  it('a column without columnTable.isInColumnTable stays at the root', () => {
    const module = adaptModule(
      [
        { id: 10, field: 'edu', type: 1 },
        { id: 11, field: 'school', type: 1, pid: 10 },
      ],
      { locale: 'en' },
    );
    expect(Object.keys(module.schema.properties as object)).toEqual(['edu', 'school']);
  });
});
