import { describe, expect, it } from 'vitest';
import { FieldDefinitionError, adaptModule, parseFields, validateModule } from '../../../../schema-adapters/index';
import { LIMITS } from '../../../../schema-adapters/limits';

/** The FieldDefinitionError `run` throws (the test fails when it throws nothing or something else). */
function refusal(run: () => unknown): FieldDefinitionError {
  try {
    run();
  } catch (error) {
    if (error instanceof FieldDefinitionError) return error;
    throw error;
  }
  throw new Error('expected a FieldDefinitionError');
}

const text = (index: number) => ({ id: index + 1, field: `f${index}`, type: 1 });

describe('documented limits', () => {
  it('takes a module of exactly the field limit and refuses one field more, naming the limit', () => {
    const fields = Array.from({ length: LIMITS.fields }, (_, index) => text(index));
    expect(parseFields(fields)).toHaveLength(LIMITS.fields);
    const error = refusal(() => parseFields([...fields, text(LIMITS.fields)]));
    expect(error.path).toBe('fields');
    expect(error.message).toContain('at most 10,000');
  });

  it('refuses a group that allows 100,000,000 rows instead of building them', () => {
    const fields = [{ id: 1, field: 'work', type: 1, condition: { requirerdQuantity: 100_000_000 } }];
    const error = refusal(() => adaptModule(fields));
    expect(error.path).toBe('fields[0].condition.requirerdQuantity');
    expect(error.message).toContain(`at most ${LIMITS.rows}`);
    expect(() => adaptModule([{ id: 1, field: 'work', type: 1, condition: { requirerdQuantity: 200, customize: LIMITS.rows - 200 } }])).not.toThrow();
  });

  it('counts nested options toward the option limit', () => {
    const children = Array.from({ length: LIMITS.options }, (_, index) => ({ sc: `c${index}`, value: `c${index}` }));
    const fields = [{ id: 1, field: 'place', type: 15, item: [{ sc: 'top', value: 'top', children }] }];
    const error = refusal(() => parseFields(fields));
    expect(error.path).toBe('fields[0].options');
    expect(error.message).toMatch(/10,001 options; at most 10,000/);
  });

  it('validates a dropdown at the option limit', () => {
    const item = Array.from({ length: LIMITS.options }, (_, index) => ({ sc: `o${index}`, value: `o${index}` }));
    const fields = [{ id: 1, field: 'school', type: 5, required: 1, item }];
    expect(validateModule(fields, { school: 'o9999' })).toEqual([]);
    expect(validateModule(fields, { school: 'o10000' })).toMatchObject([{ field: 'school', keyword: 'enum' }]);
  });

  it('refuses more trigger links than the limit, naming the field that passes it', () => {
    const openIds = Array.from({ length: LIMITS.triggerLinks / 2 }, (_, index) => index + 2);
    const controller = (id: number) => ({ id, field: `c${id}`, type: 3, item: ['yes', 'no'], condition: { option_trigger: { option_index: [0], open_id: openIds } } });
    expect(() => parseFields([controller(1), controller(2)])).not.toThrow();
    const error = refusal(() => parseFields([controller(1), controller(2), controller(3)]));
    expect(error.path).toBe('fields[2].condition.option_trigger');
    expect(error.message).toContain('at most 20,000');
  });

  it('refuses definition text over the size limit before decoding it', () => {
    const huge = JSON.stringify([{ id: 1, field: 'a', type: 1, remark: 'x'.repeat(LIMITS.definitionText) }]);
    const error = refusal(() => parseFields(huge));
    expect(error.path).toBe('fields');
    expect(error.message).toContain('at most 10,000,000');
  });
});
