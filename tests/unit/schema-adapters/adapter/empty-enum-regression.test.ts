import { describe, expect, it } from 'vitest';
import { adaptModule, createPortalAjv, toServerValues, validateModule } from '../../../../schema-adapters/index';

/** Regression: choices without options, triggers naming no option and repeated indices never emit an invalid `enum`. */
describe('empty option value lists', () => {
  it.each([3, 4, 5, 9])('type %i without options gives a schema that compiles', (type) => {
    const { schema } = adaptModule([{ id: 1, field: 'a', type }], { locale: 'en' });
    expect(() => createPortalAjv().compile(schema)).not.toThrow();
  });

  it('validateModule on a single choice without options reports instead of throwing', () => {
    expect(() => validateModule([{ id: 1, field: 'a', type: 3 }], { a: 'x' }, { locale: 'en' })).not.toThrow();
  });

  it('an option_trigger index beyond the options leaves the dependent hidden without throwing', () => {
    const fields = [
      { id: 1, field: 'a', type: 3, item: ['x', 'y'], condition: { option_trigger: { option_index: [5], open_id: [2] } } },
      { id: 2, field: 'b', type: 1, required: 1, isrelation: 1 },
    ];
    expect(() => validateModule(fields, { a: '0' }, { locale: 'en' })).not.toThrow();
    expect(() => toServerValues(fields, { a: '0', b: 'x' })).not.toThrow();
  });

  it('a relationform checkedOption beyond the options does not throw', () => {
    const fields = [
      { id: 1, field: 'a', type: 5, item: ['x', 'y'] },
      { id: 2, field: 'b', type: 1, condition: { relationform: { field: 'a', checkedOption: [7] } } },
    ];
    expect(() => validateModule(fields, { a: '0' }, { locale: 'en' })).not.toThrow();
  });

  it('an option_trigger on a text field does not throw', () => {
    const fields = [
      { id: 1, field: 'a', type: 1, condition: { option_trigger: { option_index: [0], open_id: [2] } } },
      { id: 2, field: 'b', type: 1, isrelation: 1 },
    ];
    expect(() => validateModule(fields, { a: 'x' }, { locale: 'en' })).not.toThrow();
  });

  /** Same family: option_index [0, 0] (or checkedOption [1, 1]) emits `enum: ["0", "0"]`, also invalid JSON Schema. */
  it('a repeated option index in option_index or checkedOption does not throw', () => {
    const trigger = [
      { id: 1, field: 'a', type: 3, item: ['x', 'y'], condition: { option_trigger: { option_index: [0, 0], open_id: [2] } } },
      { id: 2, field: 'b', type: 1, isrelation: 1 },
    ];
    const relation = [
      { id: 1, field: 'a', type: 3, item: ['x', 'y'] },
      { id: 2, field: 'b', type: 1, condition: { relationform: { field: 'a', checkedOption: [1, 1] } } },
    ];
    expect(() => validateModule(trigger, { a: '0' }, { locale: 'en' })).not.toThrow();
    expect(() => validateModule(relation, { a: '1' }, { locale: 'en' })).not.toThrow();
  });
});
