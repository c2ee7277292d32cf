import { deepEqual } from '../validators/deepEqual';
import { isEmptyValue } from '../validators/emptiness';
import { defineKeyword } from './defineKeyword';
import { closedObject } from './metaSchemas';
import { joinPointer } from './pointer';
import { ownValue } from './record';

/** One rule of `portalCompare`: `field` must differ from every field of `others`. */
interface CompareRule {
  /** Key of the value that is checked (and where the error shows). */
  field: string;
  /** Keys whose values it must not equal. */
  others: string[];
}

/** `portalCompare: [{ field, others }]` on a parent fails when `field` equals one of `others`; error at `field`. */
export const portalCompare = defineKeyword(
  {
    keyword: 'portalCompare',
    type: 'object',
    metaSchema: {
      type: 'array',
      items: closedObject(
        { field: { type: 'string' }, others: { type: 'array', items: { type: 'string' }, minItems: 1 } },
        ['field', 'others'],
      ),
    },
  },
  (rules: CompareRule[], value: Record<string, unknown>, base: string) =>
    rules.flatMap(({ field, others }) => {
      const fieldValue = ownValue(value, field);
      if (isEmptyValue(fieldValue)) return [];
      const other = others.find((key) => key !== field && deepEqual(fieldValue, ownValue(value, key)));
      return other === undefined ? [] : [{ instancePath: joinPointer(base, field), params: { field, other } }];
    }),
);
