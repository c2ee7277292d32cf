import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type RawFieldDefinitions,
  FieldDefinitionError,
  LOCALES,
  adaptModule,
  createPortalAjv,
  fromServerValues,
  parseFields,
  toServerValues,
  validateModule,
} from '../../../../schema-adapters/index';
import { definitionList, formValues } from './arbitraries';

const ajv = createPortalAjv();

/** Runs `run`; an exception other than FieldDefinitionError fails the property. Returns false when it threw. */
function onlyDefinitionErrors(run: () => void): boolean {
  try {
    run();
    return true;
  } catch (error) {
    if (error instanceof FieldDefinitionError) return false;
    throw error;
  }
}

describe('random definition lists', () => {
  it('parseFields, adaptModule in every locale and validateModule throw nothing but FieldDefinitionError; schemas compile', () => {
    fc.assert(
      fc.property(definitionList, formValues, (given, values) => {
        const raw = given as RawFieldDefinitions;
        const parsed = onlyDefinitionErrors(() => parseFields(raw));
        for (const locale of LOCALES) {
          const adapted = onlyDefinitionErrors(() => {
            const { schema } = adaptModule(raw, { locale });
            ajv.compile(schema);
          });
          expect(adapted).toBe(parsed);
          onlyDefinitionErrors(() => validateModule(raw, values, { locale }));
        }
        onlyDefinitionErrors(() => adaptModule(raw, { locale: 'en', referee: 1 }));
      }),
      { numRuns: 3500 },
    );
  });

  it('toServerValues(fromServerValues(v)) is idempotent on its own output', () => {
    fc.assert(
      fc.property(definitionList, formValues, (given, values) => {
        const raw = given as RawFieldDefinitions;
        onlyDefinitionErrors(() => {
          const once = toServerValues(raw, fromServerValues(raw, values));
          const twice = toServerValues(raw, fromServerValues(raw, once));
          expect(twice).toEqual(once);
        });
      }),
      { numRuns: 3500 },
    );
  });

  it('parsing parsed definitions again gives an equal result', () => {
    fc.assert(
      fc.property(definitionList, (raw) => {
        onlyDefinitionErrors(() => {
          const once = parseFields(raw);
          expect(parseFields(once)).toEqual(once);
        });
      }),
      { numRuns: 3000 },
    );
  });
});
