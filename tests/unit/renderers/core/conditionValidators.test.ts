import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import { conditionValidator } from '../../../../renderers/core/conditionValidators';
import { sharedValidator } from '../../../../schema-adapters/index';

describe('conditionValidator', () => {
  it('answers as ajv.validate does, compiling each distinct condition once, through the module validators\' shared cache', () => {
    const ajv = new Ajv();
    let compiled = 0;
    const addSchema = ajv.addSchema.bind(ajv);
    ajv.addSchema = ((...args: Parameters<typeof ajv.addSchema>) => {
      compiled += 1;
      return addSchema(...args);
    }) as typeof ajv.addSchema;
    const validator = conditionValidator(ajv);
    const opens = () => ({ type: 'object', properties: { f0: { const: 'open' } }, required: ['f0'] });
    expect(validator.validate(opens(), { f0: 'open' })).toBe(true);
    expect(validator.validate(opens(), { f0: 'closed' })).toBe(false);
    expect(validator.validate(opens(), {})).toBe(false);
    expect(compiled).toBe(1);
    expect(validator.validate({ type: 'object', properties: { f0: { const: 'closed' } } }, { f0: 'closed' })).toBe(true);
    expect(compiled).toBe(2);
    expect(conditionValidator(ajv)).toBe(validator);
    expect(sharedValidator(ajv, opens())).toBe(sharedValidator(ajv, opens()));
    expect(compiled).toBe(2);
  });
});
