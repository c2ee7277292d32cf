/** The value `data` holds itself at `key` (never one inherited from `Object.prototype`). */
function ownChild(data: unknown, key: string): unknown {
  return typeof data === 'object' && data !== null && Object.hasOwn(data, key) ? (data as Record<string, unknown>)[key] : undefined;
}

/** The value at the JSON Forms path `a.0.b`, reading own properties only, so `constructor` or `toString` are plain keys. */
export function getIn(data: unknown, path: string): unknown {
  return path === '' ? data : path.split('.').reduce(ownChild, data);
}

/** Sets an own property, also for `__proto__`, where plain assignment would replace the prototype instead. */
function setOwn(target: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, writable: true, enumerable: true, configurable: true });
}

/** A copy of `data` with `value` at the JSON Forms path `a.0.b` (parts created as needed, `undefined` removes). */
export function setIn(data: Record<string, unknown>, path: string, value: unknown): Record<string, unknown> {
  const [head = '', ...rest] = path.split('.');
  const copy: Record<string, unknown> | unknown[] = Array.isArray(data) ? [...(data as unknown[])] : { ...data };
  const target = copy as Record<string, unknown>;
  if (rest.length === 0) {
    if (value === undefined && !Array.isArray(copy)) delete target[head];
    else setOwn(target, head, value);
    return copy as Record<string, unknown>;
  }
  const child = ownChild(target, head);
  const base = typeof child === 'object' && child !== null ? (child as Record<string, unknown>) : /^\d+$/.test(rest[0] ?? '') ? ([] as unknown as Record<string, unknown>) : {};
  setOwn(target, head, setIn(base, rest.join('.'), value));
  return copy as Record<string, unknown>;
}
