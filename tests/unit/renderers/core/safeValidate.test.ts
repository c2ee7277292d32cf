import { describe, expect, it } from 'vitest';
import { safeValidate } from '../../../../renderers/core/useValidation';
import { builtinFieldTypes, createFormRuntime } from '../../../../schema-adapters/index';

describe('safeValidate', () => {
  it('reports a validator that throws as an error in the form’s language, never as valid', () => {
    const throwing = createFormRuntime({
      fieldTypes: [
        ...builtinFieldTypes,
        {
          type: 43,
          name: 'broken',
          hasValue: true,
          adapt: (field) => ({ properties: { [field.field]: { type: 'string' } }, required: [], requiredSchemas: {}, allOf: [], ui: { type: 'Control', scope: `#/properties/${field.field}` } }),
          fromServer: () => {
            throw new Error('broken adapter');
          },
        },
      ],
    });
    const fields = [{ id: 1, field: 'x', type: 43 }];
    expect(safeValidate(throwing, fields, { x: 'a' }, { locale: 'en' })).toEqual([
      { field: '', keyword: 'checkFailed', message: 'This form could not be checked. Please reload the page and try again.' },
    ]);
    expect(safeValidate(throwing, fields, { x: 'a' }, { locale: 'tc' })[0]?.message).toBe('無法校驗此表單，請重新整理頁面後再試。');
  });
});
