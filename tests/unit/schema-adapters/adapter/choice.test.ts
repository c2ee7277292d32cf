import { describe, expect, it } from 'vitest';
import { adaptOne, validatorOf } from './helpers';

const item = [
  { sc: '甲', tc: '甲', en: 'A' },
  { sc: '乙', tc: '乙', en: 'B', value: 'b' },
  { sc: '其他', tc: '其他', en: 'Other', text: 1, required: 1 },
  { sc: '备注', tc: '備註', en: 'Note', text: 1 },
];

describe.each([
  [3, 'radio'],
  [5, 'dropdown'],
])('adaptModule: type %i single choice (%s)', (type, fieldType) => {
  it('is an enum of the option values', () => {
    const { property, options } = adaptOne({ type, item });
    expect(property).toEqual({ type: 'string', enum: ['0', 'b', '2', '3'] });
    expect(options.fieldType).toBe(fieldType);
  });

  it('lists the options with labels in the locale and text flags', () => {
    const { options } = adaptOne({ type, item }, 'sc');
    expect(options.items).toEqual([
      { value: '0', label: '甲' },
      { value: 'b', label: '乙' },
      { value: '2', label: '其他', text: true },
      { value: '3', label: '备注', text: true },
    ]);
  });

  it('adds {field}_other as a string property', () => {
    expect(adaptOne({ type, item }).properties.f_other).toEqual({ type: 'string' });
  });

  it('requires the other text only when the required text option is chosen', () => {
    const valid = validatorOf(adaptOne({ type, item }).module.schema);
    expect(valid({ f: '2' })).toBe(false);
    expect(valid({ f: '2', f_other: '' })).toBe(false);
    expect(valid({ f: '2', f_other: 'why' })).toBe(true);
    expect(valid({ f: '3' })).toBe(true);
    expect(valid({ f: '0' })).toBe(true);
    expect(valid({})).toBe(true);
  });

  it('with other_required the text of every text option is required', () => {
    const valid = validatorOf(adaptOne({ type, item, other_required: 1 }).module.schema);
    expect(valid({ f: '3' })).toBe(false);
    expect(valid({ f: '3', f_other: 'x' })).toBe(true);
  });

  it('has no {field}_other without text options', () => {
    const { properties, module } = adaptOne({ type, item: ['x', 'y'] });
    expect(properties).not.toHaveProperty('f_other');
    expect(module.schema.allOf).toBeUndefined();
  });

  it('rejects a value that is not an option', () => {
    expect(validatorOf(adaptOne({ type, item }).module.schema)({ f: '9' })).toBe(false);
  });
});

describe('adaptModule: type 4 multiple choice', () => {
  it('limits the count to max_quantity when above 0', () => {
    const { property, options } = adaptOne({ type: 4, item, condition: { max_quantity: 2 } });
    expect(property).toMatchObject({ type: 'array', items: { enum: ['0', 'b', '2', '3'] }, uniqueItems: true, maxItems: 2 });
    expect(options).toMatchObject({ fieldType: 'checkbox', maxQuantity: 2 });
  });

  it.each([[undefined], [0]])('limits the count to the option count when max_quantity is %s', (maxQuantity) => {
    const condition = maxQuantity === undefined ? {} : { max_quantity: maxQuantity };
    expect(adaptOne({ type: 4, item, condition }).property.maxItems).toBe(4);
  });

  it('requires the other text when a list containing the required text option is chosen', () => {
    const valid = validatorOf(adaptOne({ type: 4, item }).module.schema);
    expect(valid({ f: ['0', '2'] })).toBe(false);
    expect(valid({ f: ['0', '2'], f_other: 'x' })).toBe(true);
    expect(valid({ f: ['0', '3'] })).toBe(true);
  });

  it('rejects more values than max_quantity', () => {
    const valid = validatorOf(adaptOne({ type: 4, item, condition: { max_quantity: 2 } }).module.schema);
    expect(valid({ f: ['0', 'b'] })).toBe(true);
    expect(valid({ f: ['0', 'b', '3'] })).toBe(false);
  });
});
