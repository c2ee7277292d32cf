import { describe, expect, it } from 'vitest';
import { FieldDefinitionError, adaptModule, toServerValues, validateModule } from '../../../../schema-adapters/index';
import { LIMITS } from '../../../../schema-adapters/limits';

const yesNo = [
  { sc: '是', tc: '是', en: 'Yes' },
  { sc: '否', tc: '否', en: 'No' },
];

/** `length` required choices, each opened by choosing "Yes" in the one before it. */
function chain(length: number) {
  return Array.from({ length }, (_, index) => ({
    id: index + 1,
    field: `f${index}`,
    type: 3,
    item: yesNo,
    required: 1,
    isrelation: index > 0 ? 1 : 0,
    condition: index < length - 1 ? { option_trigger: { option_index: [0], open_id: [index + 2] } } : {},
  }));
}

const answers = (count: number, last: string) => Object.fromEntries(Array.from({ length: count }, (_, index) => [`f${index}`, index === count - 1 ? last : '0']));

describe('trigger chains', () => {
  it('a chain of 250 fields adapts with small conditions and validates each step', () => {
    const fields = chain(250);
    const { schema } = adaptModule(fields, { locale: 'en' });
    expect(JSON.stringify(schema).length).toBeLessThan(250 * 400);
    expect(validateModule(fields, answers(250, '0'), { locale: 'en' })).toEqual([]);
    expect(validateModule(fields, answers(120, '0'), { locale: 'en' })).toMatchObject([{ field: 'f120', keyword: 'required' }]);
    expect(validateModule(fields, answers(120, '1'), { locale: 'en' })).toEqual([]);
  });

  it('a hidden link hides the rest of the chain, stale values included', () => {
    const fields = chain(250);
    const values = { ...answers(250, '0'), f10: '1' };
    const saved = toServerValues(fields, values, { locale: 'en' });
    expect(Object.keys(saved)).toHaveLength(11);
    expect(saved).not.toHaveProperty('f11');
    expect(saved).not.toHaveProperty('f249');
  });

  it('refuses a chain deeper than the trigger depth limit, naming the limit and the field', () => {
    let error: unknown;
    try {
      adaptModule(chain(5000), { locale: 'en' });
    } catch (thrown) {
      error = thrown;
    }
    expect(error).toBeInstanceOf(FieldDefinitionError);
    expect((error as FieldDefinitionError).path).toBe(`f${LIMITS.triggerDepth + 1}.condition`);
    expect((error as FieldDefinitionError).message).toContain(`at most ${LIMITS.triggerDepth}`);
    expect(() => adaptModule(chain(LIMITS.triggerDepth + 1), { locale: 'en' })).not.toThrow();
  });

  it('a 200-field trigger loop is broken once and never requires a field nobody opened', () => {
    const loop = chain(200).map((field, index) => ({ ...field, isrelation: 1, condition: { option_trigger: { option_index: [0], open_id: [((index + 1) % 200) + 1] } } }));
    const { warnings } = adaptModule(loop, { locale: 'en' });
    expect(warnings.filter((warning) => /loop/.test(warning.message))).toHaveLength(1);
    expect(validateModule(loop, {}, { locale: 'en' })).toEqual([]);
  });
});
