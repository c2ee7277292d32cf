import type { ErrorObject } from 'ajv';
import { describe, expect, it, vi } from 'vitest';
import { adaptModule, createPortalAjv, validateModule } from '../../../../schema-adapters/index';
import { moduleValidator } from '../../../../schema-adapters/validate/moduleValidator';
import { sharedAjv } from '../../../../schema-adapters/validate/sharedAjv';
import { compilingWith, forgetSharedValidators } from '../../../../schema-adapters/validate/sharedValidators';

const text = (key: string, maxLength = 20) => ({ id: key, field: key, name: key, type: 1, required: 1, condition: { max_length: maxLength } });
const keys = (prefix: string, count: number) => Array.from({ length: count }, (_, index) => `${prefix}${index}`);
const filled = (names: string[]) => Object.fromEntries(names.map((key) => [key, 'x']));

function spiedAjv() {
  const ajv = createPortalAjv();
  return { ajv, compiles: vi.spyOn(ajv, 'addSchema') };
}

describe('validators shared by shape', () => {
  it('compiles one validator for many properties of the same shape, plus the frame', () => {
    const names = keys('name', 50);
    const { ajv, compiles } = spiedAjv();
    const validate = moduleValidator(compilingWith(ajv), adaptModule(names.map((key) => text(key))).schema);
    expect(validate(filled(names))).toEqual([]);
    expect(compiles).toHaveBeenCalledTimes(2);
    expect(validate({ ...filled(names), name7: 'x'.repeat(21) }).map((error) => [error.keyword, error.instancePath])).toEqual([['maxLength', '/name7']]);
    expect(compiles).toHaveBeenCalledTimes(2);
  });

  it('reuses the shapes another module compiled on the same AJV instance', () => {
    const { ajv, compiles } = spiedAjv();
    const first = keys('a', 5);
    const second = keys('b', 8);
    moduleValidator(compilingWith(ajv), adaptModule(first.map((key) => text(key))).schema)(filled(first));
    compiles.mockClear();
    moduleValidator(compilingWith(ajv), adaptModule(second.map((key) => text(key))).schema)(filled(second));
    expect(compiles).toHaveBeenCalledTimes(1);
  });

  it('compiles a property validator only once a value for it is present', () => {
    const names = ['short', 'long'];
    const { ajv, compiles } = spiedAjv();
    const validate = moduleValidator(compilingWith(ajv), adaptModule([text('short', 5), text('long', 500)]).schema);
    expect(validate({}).map((error) => error.params)).toEqual(names.map((missingProperty) => ({ missingProperty })));
    expect(compiles).toHaveBeenCalledTimes(1);
    validate({ short: 'x' });
    expect(compiles).toHaveBeenCalledTimes(2);
  });

  it('shares one validator among rules that differ only in the keys they name, and reports each with its own keys', () => {
    const rule = (key: string) => ({
      if: { required: [key], properties: { [key]: { enum: ['3'] } } },
      then: { required: [`${key}_other`], properties: { [`${key}_other`]: { notEmpty: true } } },
    });
    const schema = { type: 'object', allOf: [rule('a/b'), rule('c~d'), rule('e')], properties: {} };
    const data = { 'a/b': '3', 'c~d': '3', 'c~d_other': ' ', e: '1' };
    const { ajv, compiles } = spiedAjv();
    const whole = createPortalAjv().compile(schema);
    whole(data);
    const essentials = (errors: ErrorObject[]) => errors.map(({ keyword, instancePath, params }) => ({ keyword, instancePath, params }));
    const found = moduleValidator(compilingWith(ajv), schema)(data);
    expect(essentials(found)).toEqual(essentials(whole.errors ?? []));
    expect(found.map((error) => [error.keyword, error.instancePath])).toEqual([
      ['required', ''],
      ['if', ''],
      ['notEmpty', '/c~0d_other'],
      ['if', ''],
    ]);
    expect(compiles).toHaveBeenCalledTimes(2);
  });

  it('compiles a module once through validateModule, however often it is validated', () => {
    forgetSharedValidators(sharedAjv());
    const compiles = vi.spyOn(sharedAjv(), 'addSchema');
    const names = keys('field', 30);
    const fields = names.map((key, index) => text(key, 10 + (index % 3)));
    for (let run = 0; run < 5; run += 1) validateModule(fields, filled(names), { locale: 'en' });
    expect(compiles).toHaveBeenCalledTimes(4);
    compiles.mockRestore();
  });

  it('checks a dropdown at the option limit without checking its enum against the meta-schema', () => {
    const item = Array.from({ length: 10_000 }, (_, index) => ({ sc: `${index}`, tc: `${index}`, en: `${index}`, value: `o${index}` }));
    const fields = [{ id: 1, field: 'choice', name: 'Choice', type: 5, required: 1, item }];
    expect(validateModule(fields, { choice: 'o9999' }, { locale: 'en' })).toEqual([]);
    expect(validateModule(fields, { choice: 'nope' }, { locale: 'en' }).map((error) => error.keyword)).toEqual(['enum']);
  });
});
