import type { KeywordDefinition, SchemaValidateFunction } from 'ajv';
import type { DataValidationCxt } from 'ajv/dist/types';
import { deepEqual } from '../validators/deepEqual';
import { isEmptyValue } from '../validators/emptiness';
import { joinPointer } from './pointer';
import { ownValue } from './record';

/** One rule of `sameAs`: `field` must equal `as` (a confirmation field). */
interface SameAsRule {
  /** Key of the confirmation (where the error shows). */
  field: string;
  /** Key of the value it confirms. */
  as: string;
}

const validate: SchemaValidateFunction = (
  rules: SameAsRule[],
  value: Record<string, unknown>,
  _parentSchema?: unknown,
  dataCxt?: DataValidationCxt,
): boolean => {
  const errors = rules
    .filter(({ field, as }) => !isEmptyValue(ownValue(value, field)) && !deepEqual(ownValue(value, field), ownValue(value, as)))
    .map(({ field, as }) => ({
      keyword: 'sameAs',
      instancePath: joinPointer(dataCxt?.instancePath ?? '', field),
      params: { field, as },
    }));
  validate.errors = errors;
  return errors.length === 0;
};

/** `sameAs: [{ field, as }]` on a parent object fails when a filled `field` differs from `as`; error at `field`. */
export const sameAs: KeywordDefinition = {
  keyword: 'sameAs',
  type: 'object',
  metaSchema: {
    type: 'array',
    items: {
      type: 'object',
      properties: { field: { type: 'string' }, as: { type: 'string' } },
      required: ['field', 'as'],
      additionalProperties: false,
    },
  },
  errors: true,
  validate,
};
