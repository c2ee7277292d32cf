/** Names of `Object.prototype` properties that a careless lookup (`values[key]`, `key in values`) finds on every object. */
export const PROTOTYPE_NAMES = [
  'constructor',
  'toString',
  'valueOf',
  'hasOwnProperty',
  '__defineGetter__',
  'isPrototypeOf',
  'propertyIsEnumerable',
  'toLocaleString',
] as const;

/** The one key plain assignment cannot store: definitions refuse it as a field key, values drop it. */
export const PROTOTYPE_KEY = '__proto__';

export const REQUIRED_MESSAGE = 'Required fields cannot be empty';

/** A required single-line text field keyed `key`. */
export const requiredText = (key: string, id: number | string = 1) => ({ id, field: key, type: 1, required: 1, name: { sc: key, tc: key, en: key } });

/** `{ [key]: value }` as JSON would give it: an own property even for `__proto__`. */
export const fromJson = (entries: Array<[string, unknown]>): Record<string, unknown> =>
  JSON.parse(`{${entries.map(([key, value]) => `${JSON.stringify(key)}:${JSON.stringify(value)}`).join(',')}}`) as Record<string, unknown>;
