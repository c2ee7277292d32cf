import { isEmptyValue } from '../validators/emptiness';
import { defineKeyword } from './defineKeyword';
import { ownValue } from './record';

/** `notEmpty: true` fails an empty value; `notEmpty: ['a', 'b']` fails each listed key that is empty. */
export const notEmpty = defineKeyword(
  {
    keyword: 'notEmpty',
    metaSchema: {
      anyOf: [{ const: true }, { type: 'array', items: { type: 'string' }, minItems: 1, uniqueItems: true }],
    },
  },
  (keys: true | string[], value: unknown) => {
    if (keys === true) return isEmptyValue(value) ? [{ params: {} }] : [];
    return keys.filter((key) => isEmptyValue(ownValue(value, key))).map((key) => ({ params: { key } }));
  },
);
