import { deepEqual } from '../validators/deepEqual';
import { isEmptyValue } from '../validators/emptiness';
import { defineKeyword } from './defineKeyword';
import { closedObject } from './metaSchemas';
import { joinPointer } from './pointer';
import { ownValue } from './record';

/** One rule of `sameAs`: `field` must equal `as` (a confirmation field). */
interface SameAsRule {
  /** Key of the confirmation (where the error shows). */
  field: string;
  /** Key of the value it confirms. */
  as: string;
}

/** `sameAs: [{ field, as }]` on a parent object fails when a filled `field` differs from `as`; error at `field`. */
export const sameAs = defineKeyword(
  {
    keyword: 'sameAs',
    type: 'object',
    metaSchema: { type: 'array', items: closedObject({ field: { type: 'string' }, as: { type: 'string' } }, ['field', 'as']) },
  },
  (rules: SameAsRule[], value: Record<string, unknown>, base: string) =>
    rules
      .filter(({ field, as }) => !isEmptyValue(ownValue(value, field)) && !deepEqual(ownValue(value, field), ownValue(value, as)))
      .map(({ field, as }) => ({ instancePath: joinPointer(base, field), params: { field, as } })),
);
