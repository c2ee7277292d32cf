/** True for a non-null, non-array object. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The value `record` holds itself at `key`; never one inherited from `Object.prototype`, so keys such as
 * `constructor` or `toString` read as absent until they are set.
 */
export function ownValue(record: unknown, key: string): unknown {
  return isRecord(record) && Object.hasOwn(record, key) ? record[key] : undefined;
}

/**
 * The one key that plain assignment cannot store (`record.__proto__ = x` replaces the prototype). It is never a field
 * key, and values keyed by it are dropped wherever values are copied key by key.
 */
export const PROTOTYPE_KEY = '__proto__';
