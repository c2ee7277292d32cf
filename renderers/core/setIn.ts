/** A copy of `data` with `value` at the JSON Forms path `a.0.b` (parts created as needed, `undefined` removes). */
export function setIn(data: Record<string, unknown>, path: string, value: unknown): Record<string, unknown> {
  const [head = '', ...rest] = path.split('.');
  const copy: Record<string, unknown> | unknown[] = Array.isArray(data) ? [...(data as unknown[])] : { ...data };
  const target = copy as Record<string, unknown>;
  if (rest.length === 0) {
    if (value === undefined && !Array.isArray(copy)) delete target[head];
    else target[head] = value;
    return copy as Record<string, unknown>;
  }
  const child = target[head];
  const base = typeof child === 'object' && child !== null ? (child as Record<string, unknown>) : /^\d+$/.test(rest[0] ?? '') ? ([] as unknown as Record<string, unknown>) : {};
  target[head] = setIn(base, rest.join('.'), value);
  return copy as Record<string, unknown>;
}
