import { describe, expect, it } from 'vitest';
import { FieldDefinitionError, parseFields } from '../../../../schema-adapters/index';

/** The `.path` of the FieldDefinitionError `parseFields(raw)` throws. */
function errorPath(raw: unknown): string {
  try {
    parseFields(raw);
  } catch (error) {
    expect(error).toBeInstanceOf(FieldDefinitionError);
    return (error as FieldDefinitionError).path;
  }
  throw new Error('parseFields did not throw');
}

const ok = (id: number, extra: Record<string, unknown> = {}) => ({ id, field: `f${id}`, type: 1, ...extra });

describe('parseFields: hopeless input throws FieldDefinitionError naming the path', () => {
  it('names limit_date.start for a start that is not a date', () => {
    const raw = [ok(1), ok(2), ok(3), ok(4, { type: 6, condition: { limit_date: { start: 'yesterday' } } })];
    expect(errorPath(raw)).toBe('fields[3].condition.limit_date.start');
  });

  it('names the type of a field whose type is not a number', () => {
    expect(errorPath([{ id: 1, field: 'a', type: 'abc' }])).toBe('fields[0].type');
  });

  it('names the type of a field without type', () => {
    expect(errorPath([ok(1), { id: 2, field: 'b' }])).toBe('fields[1].type');
  });

  it('names the field key of the second definition that repeats a key', () => {
    expect(errorPath([ok(1), { id: 2, field: 'f1', type: 1 }])).toBe('fields[1].field');
  });

  it('names the id of the second definition that repeats an id', () => {
    expect(errorPath([ok(1), { id: '1', field: 'other', type: 1 }])).toBe('fields[1].id');
  });

  it('names `fields` for a number', () => {
    expect(errorPath(42)).toBe('fields');
  });

  it('names `fields` for JSON text that does not parse', () => {
    expect(errorPath('[{"id":1')).toBe('fields');
  });

  it('names `fields` for an object without a list', () => {
    expect(errorPath({ something: 1 })).toBe('fields');
  });

  it('names the entry that is not an object', () => {
    expect(errorPath([ok(1), ok(2), 'oops'])).toBe('fields[2]');
    expect(errorPath([ok(1), ok(2), null])).toBe('fields[2]');
  });

  it('names the condition of a field whose condition is bad JSON', () => {
    expect(errorPath([ok(1), ok(2, { condition: '{"word_max": 10' })])).toBe('fields[1].condition');
  });

  it('names the condition when it is a list of things', () => {
    expect(errorPath([ok(1, { condition: [1, 2] })])).toBe('fields[0].condition');
  });

  it('names the repeated option value with its place', () => {
    const item = [
      { sc: 'a', tc: 'a', en: 'a', value: 'x' },
      { sc: 'b', tc: 'b', en: 'b', value: 'y' },
      { sc: 'c', tc: 'c', en: 'c', value: 'x' },
    ];
    expect(errorPath([ok(1), ok(2, { type: 3, item })])).toBe('fields[1].item[2].value');
    expect(errorPath([ok(1, { type: 3, options: item })])).toBe('fields[0].options[2].value');
  });

  it('rejects an explicit value that repeats another option index value', () => {
    const item = [{ sc: 'a', tc: 'a', en: 'a' }, { sc: 'b', tc: 'b', en: 'b', value: '0' }];
    expect(errorPath([ok(1, { type: 3, item })])).toBe('fields[0].item[1].value');
  });

  it('names a strict condition key with a bad value (word_max "many")', () => {
    expect(errorPath([ok(1, { type: 2, condition: { word_max: 'many' } })])).toBe('fields[0].condition.word_max');
  });

  it('names required with a value that is not a flag', () => {
    expect(errorPath([ok(1, { required: 'yes please' })])).toBe('fields[0].required');
  });

  it('names a value_format pattern longer than the limit (an invalid regex is only a warning)', () => {
    expect(errorPath([ok(1, { value_format: `^${'a'.repeat(1000)}$` })])).toBe('fields[0].value_format');
    expect(() => parseFields([ok(1, { value_format: '([' })])).not.toThrow();
  });

  it('names limit_date.end when the end comes before the start', () => {
    expect(errorPath([ok(1, { type: 6, condition: { limit_date: { start: '2020-01-01', end: '2019-01-01' } } })])).toBe(
      'fields[0].condition.limit_date.end',
    );
  });

  it('names the option_index of a trigger that is not a list of indices', () => {
    const condition = { option_trigger: { option_index: { sc: ['x'] }, open_id: [2] } };
    expect(errorPath([ok(1, { type: 3, item: ['a'], condition }), ok(2)])).toBe('fields[0].condition.option_trigger.option_index.sc');
  });

  it('carries the path in the message', () => {
    try {
      parseFields([{ id: 1, field: 'a', type: 'abc' }]);
      expect.unreachable();
    } catch (error) {
      expect((error as Error).message).toContain('fields[0].type');
      expect((error as Error).name).toBe('FieldDefinitionError');
    }
  });
});
