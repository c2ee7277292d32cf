import { describe, expect, it } from 'vitest';
import { adaptOne, compiles, validatorOf } from './helpers';

describe('adaptModule: type 1 text', () => {
  it('is a string control named text with the label in the locale', () => {
    const { property, element, options } = adaptOne({ type: 1 }, 'tc');
    expect(property).toMatchObject({ type: 'string' });
    expect(element).toMatchObject({ type: 'Control', scope: '#/properties/f', label: '欄位' });
    expect(options.fieldType).toBe('text');
  });

  it('nature 5 checks the e-mail format', () => {
    const { property, options, module } = adaptOne({ type: 1, nature: 5 });
    expect(property.valueFormat).toBe('email');
    expect(options.nature).toBe('email');
    const valid = validatorOf(module.schema);
    expect(valid({ f: 'a@b.cn' })).toBe(true);
    expect(valid({ f: 'not an email' })).toBe(false);
  });

  it('nature 7 checks the mainland ID number', () => {
    const { property, options } = adaptOne({ type: 1, nature: 7 });
    expect(property.idNumber).toBe(true);
    expect(options.nature).toBe('idNumber');
  });

  it.each(['passport', 'cn_mobile', 'hk_id', 'chinese', 'landline', 'letters_spaces', 'number'])('value_format %s becomes valueFormat', (name) => {
    const { property, options, module } = adaptOne({ type: 1, value_format: name });
    expect(property.valueFormat).toBe(name);
    expect(property.pattern).toBeUndefined();
    expect(options.valueFormat).toBe(name);
    expect(compiles(module.schema)).toBe(true);
  });

  it('a raw regex value_format becomes pattern', () => {
    const { property, module } = adaptOne({ type: 1, value_format: '^[0-9]{6}$' });
    expect(property.pattern).toBe('^[0-9]{6}$');
    expect(property.valueFormat).toBeUndefined();
    const valid = validatorOf(module.schema);
    expect(valid({ f: '123456' })).toBe(true);
    expect(valid({ f: '12345' })).toBe(false);
  });

  it('min_length and max_length become minLength and maxLength (also from JSON text)', () => {
    const { property, options } = adaptOne({ type: 1, condition: '{"min_length":"2","max_length":10}' });
    expect(property).toMatchObject({ minLength: 2, maxLength: 10 });
    expect(options.maxLength).toBe(10);
  });

  it('has no length limits when the condition sets none', () => {
    const { property } = adaptOne({ type: 1 });
    expect(property).not.toHaveProperty('minLength');
    expect(property).not.toHaveProperty('maxLength');
  });

  it('a required text is required and notEmpty at the root', () => {
    const { module, property } = adaptOne({ type: 1, required: 1 });
    expect(module.schema.required).toEqual(['f']);
    expect(property.notEmpty).toBe(true);
    expect(validatorOf(module.schema)({ f: '  ' })).toBe(false);
  });

  it('has no initial data', () => {
    expect(adaptOne({ type: 1 }).module.data).toEqual({});
  });
});

describe('adaptModule: type 2 textarea', () => {
  it('carries word_max as wordMax and custom_lines as lines', () => {
    const { property, options, module } = adaptOne({ type: 2, condition: { word_max: '5', custom_lines: 6 } });
    expect(property).toMatchObject({ type: 'string', wordMax: 5 });
    expect(options).toMatchObject({ fieldType: 'textarea', multi: true, wordMax: 5, lines: 6 });
    const valid = validatorOf(module.schema);
    expect(valid({ f: '一二三四五' })).toBe(true);
    expect(valid({ f: '一二三四五六' })).toBe(false);
  });

  it('has no word limit without word_max', () => {
    const { property, options } = adaptOne({ type: 2 });
    expect(property).not.toHaveProperty('wordMax');
    expect(options).not.toHaveProperty('wordMax');
  });
});
