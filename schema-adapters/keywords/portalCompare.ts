import type { KeywordDefinition, SchemaValidateFunction } from 'ajv';
import type { DataValidationCxt } from 'ajv/dist/types';
import { deepEqual } from '../validators/deepEqual';
import { isEmptyValue } from '../validators/emptiness';
import { joinPointer } from './pointer';
import { ownValue } from './record';

/** One rule of `portalCompare`: `field` must differ from every field of `others`. */
interface CompareRule {
  /** Key of the value that is checked (and where the error shows). */
  field: string;
  /** Keys whose values it must not equal. */
  others: string[];
}

const validate: SchemaValidateFunction = (
  rules: CompareRule[],
  value: Record<string, unknown>,
  _parentSchema?: unknown,
  dataCxt?: DataValidationCxt,
): boolean => {
  const errors = rules.flatMap(({ field, others }) => {
    const fieldValue = ownValue(value, field);
    if (isEmptyValue(fieldValue)) return [];
    const other = others.find((key) => key !== field && deepEqual(fieldValue, ownValue(value, key)));
    if (other === undefined) return [];
    const instancePath = joinPointer(dataCxt?.instancePath ?? '', field);
    return [{ keyword: 'portalCompare', instancePath, params: { field, other } }];
  });
  validate.errors = errors;
  return errors.length === 0;
};

/** `portalCompare: [{ field, others }]` on a parent fails when `field` equals one of `others`; error at `field`. */
export const portalCompare: KeywordDefinition = {
  keyword: 'portalCompare',
  type: 'object',
  metaSchema: {
    type: 'array',
    items: {
      type: 'object',
      properties: { field: { type: 'string' }, others: { type: 'array', items: { type: 'string' }, minItems: 1 } },
      required: ['field', 'others'],
      additionalProperties: false,
    },
  },
  errors: true,
  validate,
};
