import Ajv from 'ajv';
import { describe, expect, it, vi } from 'vitest';
import { builtinFormRuntime, createPortalAjv, sharedValidator, validateModule } from '../../../../schema-adapters/index';
import { sharedAjv } from '../../../../schema-adapters/validate/sharedAjv';

describe('createPortalAjv()', () => {
  it('compiles nothing until a schema is compiled', () => {
    const compiles = vi.spyOn(Ajv.prototype, 'compile');
    createPortalAjv();
    createPortalAjv({ checkSchemas: false });
    expect(compiles).not.toHaveBeenCalled();
    compiles.mockRestore();
  });

  it('still refuses a malformed keyword value, naming the keyword and the reason', () => {
    expect(() => createPortalAjv().compile({ wordMax: -1 })).toThrow(/keyword "wordMax" value is invalid at path "#": .*must be >= 0/);
    expect(() => createPortalAjv().compile({ valueFormat: 'postcode' })).toThrow(
      /keyword "valueFormat" value is invalid at path "#": .*must be equal to one of the allowed values/,
    );
  });

  it('checks schemas against the meta-schemas unless told not to', () => {
    expect(() => createPortalAjv().compile({ minLength: 'two' })).toThrow(/schema is invalid/);
    const unchecked = createPortalAjv({ checkSchemas: false });
    expect(() => unchecked.compile({ type: 'string', minLength: 1 })).not.toThrow();
    expect(() => unchecked.compile({ wordMax: -1 })).not.toThrow();
  });

  it('words no messages of its own: errors carry keyword and params', () => {
    const validate = createPortalAjv().compile({ type: 'string', maxLength: 3 });
    expect(validate('four')).toBe(false);
    expect(validate.errors?.map(({ keyword, params, message }) => ({ keyword, params, message }))).toEqual([
      { keyword: 'maxLength', params: { limit: 3 }, message: undefined },
    ]);
  });
});

describe('the runtime AJV instance', () => {
  it('is the one validateModule compiles with in Node, so JSON Forms\' conditions and the runtime share one instance', () => {
    const compiles = vi.spyOn(sharedAjv(), 'addSchema');
    validateModule([{ id: 1, field: 'motto', name: 'Motto', type: 1, condition: { max_length: 4567 } }], { motto: 'x' }, { locale: 'en' });
    expect(compiles).toHaveBeenCalled();
    const condition = { type: 'object', properties: { motto: { const: 'compiled here' } } };
    expect(builtinFormRuntime.validators.validator(condition)).toBe(sharedValidator(sharedAjv(), condition));
    compiles.mockRestore();
  });
});
