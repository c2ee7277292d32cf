import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FieldDefinitionError, validateModule } from '../../../../schema-adapters/index';
import { PROTOTYPE_KEY, fromJson, requiredText } from './keys';

/** Any key: the names `Object.prototype` carries, or a random non-empty string (an empty key means "no key"). */
const anyKey = fc.oneof(fc.constantFrom(...Object.getOwnPropertyNames(Object.prototype)), fc.string({ minLength: 1, maxLength: 12 }), fc.string({ unit: 'grapheme', minLength: 1, maxLength: 6 }));

describe('any field key', () => {
  it('a required text field reports required when empty and passes when filled; __proto__ is refused by name', () => {
    fc.assert(
      fc.property(anyKey, fc.string({ minLength: 1, maxLength: 8 }).filter((text) => text.trim() !== ''), (key, text) => {
        const fields = [requiredText(key)];
        if (key === PROTOTYPE_KEY) {
          expect(() => validateModule(fields, {})).toThrow(FieldDefinitionError);
          expect(() => validateModule(fields, {})).toThrow('fields[0].field');
          return;
        }
        const required = [{ field: key, keyword: 'required', message: 'Required fields cannot be empty' }];
        expect(validateModule(fields, {}, { locale: 'en' })).toEqual(required);
        expect(validateModule(fields, fromJson([[key, '']]), { locale: 'en' })).toEqual(required);
        expect(validateModule(fields, fromJson([[key, text]]), { locale: 'en' })).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });
});
