import { describe, expect, it } from 'vitest';
import { fillBirthdayFromId, fromServerValues, pruneFormData, toServerValues, validateModule } from '../../../../schema-adapters/index';
import { PROTOTYPE_KEY, REQUIRED_MESSAGE, fromJson, requiredText } from './keys';

const en = { locale: 'en' } as const;
const planted = { name: 'inherited', rows: [{ columnNumber: 1, school: 'inherited' }], polluted: true };

const group = { id: 10, field: 'rows', type: 1, condition: { requirerdQuantity: 0, customize: 2 } };
const school = { ...requiredText('school', 11), pid: 10, condition: { columnTable: { isInColumnTable: 1 } } };
const fields = [requiredText('name'), { id: 2, field: 'constructor', type: 1 }, group, school];

function expectPlainObject(value: unknown): void {
  expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
  expect(Object.hasOwn(value as object, PROTOTYPE_KEY)).toBe(false);
}

describe('__proto__ and constructor keys in values', () => {
  const values = () => fromJson([[PROTOTYPE_KEY, planted], ['constructor', 'kept'], ['rows', [fromJson([[PROTOTYPE_KEY, planted], ['school', 'PKU']])]]]);

  it('fromServerValues drops __proto__, keeps constructor as an own value, and pollutes nothing', () => {
    const data = fromServerValues(fields, values());
    expectPlainObject(data);
    expect(data).toEqual({ constructor: 'kept', rows: [{ columnNumber: 1, school: 'PKU' }] });
    expectPlainObject((data.rows as unknown[])[0]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('toServerValues and pruneFormData never turn a __proto__ value into a prototype', () => {
    const saved = toServerValues(fields, values());
    expectPlainObject(saved);
    expect(saved).toEqual({ constructor: 'kept', rows: [{ columnNumber: 1, school: 'PKU' }] });
    expect(saved.name).toBeUndefined();
    const pruned = pruneFormData(fields, values());
    expect(Object.getPrototypeOf(pruned)).toBe(Object.prototype);
    expect(pruned.name).toBeUndefined();
  });

  it('validateModule sees no inherited value: the required name is missing, the row is checked as sent', () => {
    const errors = validateModule(fields, values(), en);
    expect(errors).toEqual([{ field: 'name', keyword: 'required', message: REQUIRED_MESSAGE }]);
    expect(validateModule(fields, fromJson([[PROTOTYPE_KEY, { name: 'x' }], ['name', 'own']]), en)).toEqual([]);
  });

  it('pruneFormData returns the same object when a hidden field keyed constructor has no value', () => {
    const gated = [
      { id: 1, field: 'gate', type: 3, item: ['yes', 'no'], condition: { option_trigger: { option_index: [0], open_id: [2] } } },
      { id: 2, field: 'constructor', type: 1, isrelation: 1 },
      { id: 3, field: 'toString', type: 3, item: [{ sc: 'other', text: 1 }] },
    ];
    const data = { gate: '1' };
    expect(pruneFormData(gated, data)).toBe(data);
    expect(pruneFormData(gated, { gate: '1', constructor: 'stale' })).toEqual({ gate: '1' });
    expect(toServerValues(gated, { gate: '0', constructor: 'shown', toString_other: 'dropped' })).toEqual({ gate: '0', constructor: 'shown' });
  });

  it('fillBirthdayFromId reads only own values', () => {
    const linked = [
      { id: 1, field: 'toString', type: 1, nature: 7 },
      { id: 2, field: 'valueOf', type: 6, connect_id_card: 1 },
    ];
    const data = {};
    expect(fillBirthdayFromId(linked, data)).toBe(data);
    expect(fillBirthdayFromId(linked, { toString: '11010519491231002X' })).toEqual({ toString: '11010519491231002X', valueOf: '1949-12-31' });
  });
});
