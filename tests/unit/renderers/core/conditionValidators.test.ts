import Ajv from 'ajv';
import { describe, expect, it, vi } from 'vitest';
import { conditionValidator } from '../../../../renderers/core/conditionValidators';
import { createValidatorSource, sharedValidator } from '../../../../schema-adapters/index';

describe('conditionValidator', () => {
  it('answers as ajv.validate does, taking each distinct condition once from the validator source', () => {
    const ajv = new Ajv();
    const compile = vi.fn((schema: object) => sharedValidator(ajv, schema as Record<string, unknown>));
    const source = createValidatorSource({ compiler: compile, loadCompiler: () => Promise.reject(new Error('not needed')) });
    const validator = conditionValidator(source);
    const opens = () => ({ type: 'object', properties: { f0: { const: 'open' } }, required: ['f0'] });
    const first = opens();
    expect(validator.validate(first, { f0: 'open' })).toBe(true);
    expect(validator.validate(first, { f0: 'closed' })).toBe(false);
    expect(validator.validate(first, {})).toBe(false);
    expect(compile).toHaveBeenCalledTimes(1);
    expect(validator.validate(opens(), { f0: 'open' })).toBe(true);
    expect(compile).toHaveBeenCalledTimes(2);
    expect(validator.validate({ type: 'object', properties: { f0: { const: 'closed' } } }, { f0: 'closed' })).toBe(true);
    expect(conditionValidator(source)).toBe(validator);
  });

  it('uses a precompiled validator of the condition\'s text before compiling', () => {
    const compile = vi.fn();
    const source = createValidatorSource({ compiler: compile, loadCompiler: () => Promise.reject(new Error('not needed')) });
    const condition = { type: 'object', required: ['f0'] };
    const precompiled = Object.assign((data: unknown) => typeof data === 'object' && data !== null && 'f0' in data, { errors: null });
    source.register({ [JSON.stringify(condition)]: precompiled as never });
    expect(conditionValidator(source).validate(condition, { f0: 1 })).toBe(true);
    expect(conditionValidator(source).validate({ ...condition }, {})).toBe(false);
    expect(compile).not.toHaveBeenCalled();
  });
});
