import { type JsonFormsCore, type JsonSchema, getErrorAt } from '@jsonforms/core';
import type { ErrorObject } from 'ajv';
import { describe, expect, it } from 'vitest';
import { errorsAtPath } from '../../../../renderers/core/errorIndex';

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
});
