/** An object or an array: both are read here by their own string keys. */
const isKeyed = (value: unknown): value is Readonly<Record<string, unknown>> => typeof value === 'object' && value !== null;

/**
 * Structural equality of JSON values: primitives by `===`, arrays by position, objects by own keys in any order.
 * Not `fast-deep-equal`: saved values are untrusted JSON, and that library calls a value's own `valueOf`/`toString`
 * (`{"valueOf": 1}` throws) and tells a prototype-less object from `{}`; this one reads own keys only.
 */
export function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (!isKeyed(a) || !isKeyed(b)) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((key) => Object.hasOwn(b, key) && deepEqual(a[key], b[key]));
}
