/**
 * Structural equality of JSON values: primitives by `===`, arrays by position, objects by own keys in any order.
 * Not `fast-deep-equal`: saved values are untrusted JSON, and that library calls a value's own `valueOf`/`toString`
 * (`{"valueOf": 1}` throws) and tells a prototype-less object from `{}`; this one reads own keys only.
 */
export function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const aRecord = a as Record<string, unknown>;
  const bRecord = b as Record<string, unknown>;
  const keys = Object.keys(aRecord);
  if (keys.length !== Object.keys(bRecord).length) return false;
  return keys.every((key) => Object.hasOwn(bRecord, key) && deepEqual(aRecord[key], bRecord[key]));
}
