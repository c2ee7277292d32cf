import { type JsonFormsCore, type JsonSchema, getErrorAt } from '@jsonforms/core';
import type { ErrorObject } from 'ajv';
import { describe, expect, it } from 'vitest';
import { errorsAtOf, errorsAtPath, errorsIn, errorsSlice } from '../../../../renderers/core/errorIndex';

const schema: JsonSchema = { type: 'object', properties: { name: { type: 'string' }, rows: { type: 'array', items: { type: 'object', properties: { org: { type: 'string' } } } } } };

const error = (instancePath: string, keyword: string, params: Record<string, unknown> = {}): ErrorObject => ({ instancePath, schemaPath: '', keyword, params, message: keyword });

const core = (additionalErrors: ErrorObject[], errors: ErrorObject[] = []): JsonFormsCore =>
  ({ data: {}, schema, uischema: { type: 'VerticalLayout' }, errors, additionalErrors, validationMode: 'NoValidation' }) as unknown as JsonFormsCore;

const stock = (state: JsonFormsCore, path: string, at: JsonSchema) => getErrorAt(path, at)({ jsonforms: { core: state } } as never);

describe('errorsAtPath', () => {
  const listed = [
    error('/name', 'pattern'),
    error('', 'required', { missingProperty: 'name' }),
    error('/rows/1/org', 'minLength'),
    error('/rows/1', 'additionalProperties', { additionalProperty: 'x' }),
    error('/rows', 'maxItems'),
  ];

  it('finds what JSON Forms finds, at every path, in the same order', () => {
    const state = core(listed, [error('/name', 'maxLength')]);
    for (const path of ['name', 'rows', 'rows.1.org', 'rows.1', 'rows.0.org', 'missing']) {
      expect(errorsAtPath(state, path, schema)).toEqual(stock(state, path, schema));
    }
    expect(errorsAtPath(state, 'name', schema).map((found) => found.keyword)).toEqual(['maxLength', 'pattern', 'required']);
  });

  it('answers the same when the list holds combinator errors', () => {
    const state = core([...listed, error('/rows/1', 'oneOf')]);
    for (const path of ['name', 'rows.1.org', 'rows.1']) expect(errorsAtPath(state, path, schema)).toEqual(stock(state, path, schema));
  });

  it('follows a new list of errors', () => {
    expect(errorsAtPath(core(listed), 'rows', schema)).toHaveLength(1);
    expect(errorsAtPath(core([]), 'rows', schema)).toEqual([]);
  });

  it('answers the same for a plain list of errors as for the form holding it', () => {
    const withCombinator = [...listed, error('/rows/1', 'oneOf')];
    for (const list of [listed, withCombinator]) {
      for (const path of ['name', 'rows', 'rows.1.org', 'rows.1', 'missing']) expect(errorsIn(list, path, schema)).toEqual(stock(core(list), path, schema));
    }
  });
});

describe('errorsSlice', () => {
  const listed = [error('/name', 'pattern'), error('/rows/1/org', 'minLength'), error('/name', 'maxLength')];

  it("is the errors naming a control's path, the same array each time for the same list, and one empty array elsewhere", () => {
    expect(errorsSlice(listed, 'name').map((found) => found.keyword)).toEqual(['pattern', 'maxLength']);
    expect(errorsSlice(listed, 'name')).toBe(errorsSlice(listed, 'name'));
    expect(errorsSlice(listed, 'rows.0.org')).toEqual([]);
    expect(errorsSlice(listed, 'rows.0.org')).toBe(errorsSlice([], 'name'));
  });

  it('is the whole list when combinator errors make per-path grouping inexact', () => {
    const withCombinator = [...listed, error('/rows/1', 'oneOf')];
    expect(errorsSlice(withCombinator, 'rows.0.org')).toBe(withCombinator);
  });
});


describe('errorsAtOf', () => {
  const listed = [error('/name', 'pattern'), error('/rows/1', 'additionalProperties', { additionalProperty: 'x' }), error('/rows/1', 'maxItems'), error('/name', 'maxLength')];
  const withCombinator = [...listed, error('/rows/1', 'oneOf')];

  it("gives what JSON Forms' errorsAt gives for every slice, of lists with and without combinators", () => {
    for (const list of [listed, withCombinator]) {
      for (const path of ['name', 'rows.1', 'rows.0.org']) {
        expect(errorsAtOf(errorsSlice(list, path), path, schema)).toEqual(stock(core(list), path, schema));
      }
    }
  });

  it("returns a path's slice itself when JSON Forms would keep all of it, so a control's errors keep their identity", () => {
    const slice = errorsSlice(listed, 'name');
    expect(errorsAtOf(slice, 'name', schema)).toBe(slice);
    expect(errorsAtOf(errorsSlice(listed, 'rows.1'), 'rows.1', schema).map((found) => found.keyword)).toEqual(['maxItems']);
  });
});
