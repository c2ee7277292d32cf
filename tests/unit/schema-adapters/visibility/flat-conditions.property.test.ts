import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toServerValues, validateModule } from '../../../../schema-adapters/index';
import { shownByJsonForms } from './helpers';

const CHOICES = ['0', '1', '2'];
const item = ['a', 'b', 'c'];

interface Spec {
  /** For each field, the later fields each of its options opens. */
  opens: Array<Array<{ option: number; target: number }>>;
  /** Fields shown only when opened even without a trigger. */
  relation: boolean[];
  order: number[];
  values: Array<string | undefined>;
}

const spec: fc.Arbitrary<Spec> = fc.integer({ min: 2, max: 7 }).chain((count) =>
  fc.record({
    opens: fc.tuple(
      ...Array.from({ length: count }, (_, index) =>
        fc.array(fc.record({ option: fc.integer({ min: 0, max: 2 }), target: fc.integer({ min: index + 1, max: count }) }), { maxLength: 3 }).map((list) =>
          list.filter((link) => link.target < count),
        ),
      ),
    ),
    relation: fc.array(fc.boolean(), { minLength: count, maxLength: count }),
    order: fc.shuffledSubarray(Array.from({ length: count }, (_, index) => index), { minLength: count, maxLength: count }),
    values: fc.array(fc.option(fc.constantFrom(...CHOICES), { nil: undefined }), { minLength: count, maxLength: count }),
  }),
);

function definitions({ opens, relation, order }: Spec) {
  return order.map((index) => {
    const links = opens[index] ?? [];
    const triggers = [0, 1, 2].flatMap((option) => {
      const targets = links.filter((link) => link.option === option).map((link) => link.target + 1);
      return targets.length > 0 ? [{ option_index: [option], open_id: targets }] : [];
    });
    return { id: index + 1, field: `k${index}`, type: 3, item, required: 1, isrelation: relation[index] ? 1 : 0, condition: triggers.length > 0 ? { option_trigger: triggers } : {} };
  });
}

/** Visibility by its definition: opened by a shown controller holding a listed option, or never conditional. */
function referenceShown({ opens, relation }: Spec, values: Spec['values']): boolean[] {
  const shown: boolean[] = [];
  opens.forEach((_, index) => {
    const openers = opens.flatMap((links, controller) => links.filter((link) => link.target === index).map((link) => ({ controller, option: link.option })));
    const dependent = relation[index] || openers.length > 0;
    shown[index] = !dependent || openers.some(({ controller, option }) => shown[controller] === true && values[controller] === String(option));
  });
  return shown;
}

describe('flat visibility conditions', () => {
  it('agree with the nested definition of visibility in saving, validation and JSON Forms', () => {
    fc.assert(
      fc.property(spec, (drawn) => {
        const fields = definitions(drawn);
        const data = Object.fromEntries(drawn.values.flatMap((value, index) => (value === undefined ? [] : [[`k${index}`, value]])));
        const expected = referenceShown(drawn, drawn.values);
        const saved = toServerValues(fields, data, { locale: 'en' });
        const missing = new Set(validateModule(fields, data, { locale: 'en' }).filter((error) => error.keyword === 'required').map((error) => error.field));
        expected.forEach((shown, index) => {
          const key = `k${index}`;
          expect(key in saved, `${key} kept`).toBe(shown && key in data);
          expect(missing.has(key), `${key} required`).toBe(shown && !(key in data));
          expect(shownByJsonForms(fields, 'en', key, data), `${key} shown`).toBe(shown);
        });
      }),
      { numRuns: 150 },
    );
  });
});
