/** True for any non-null object, arrays included: a value whose keys can be read. */
export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
