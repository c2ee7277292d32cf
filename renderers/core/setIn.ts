import { isObject } from './isObject';

/** What a path steps into: an object's key or an array's index. */
type Container = Record<string, unknown> | unknown[];

/** The value `data` holds itself at `key` (never one inherited from `Object.prototype`). */
function ownChild(data: unknown, key: string): unknown {
  return isObject(data) && Object.hasOwn(data, key) ? data[key] : undefined;
}

/** The value at the JSON Forms path `a.0.b`, reading own properties only, so `constructor` or `toString` are plain keys. */
export function getIn(data: unknown, path: string): unknown {
  return path === '' ? data : path.split('.').reduce(ownChild, data);
}

/** Sets an own property, also for `__proto__`, where plain assignment would replace the prototype instead. */
function setOwn(target: object, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, writable: true, enumerable: true, configurable: true });
}

/** A copy of `data` with `value` at the JSON Forms path `a.0.b` (parts created as needed, `undefined` removes). */
export function setIn(data: Record<string, unknown>, path: string, value: unknown): Record<string, unknown>;
export function setIn(data: Container, path: string, value: unknown): Container;
export function setIn(data: Container, path: string, value: unknown): Container {
  const [head = '', ...rest] = path.split('.');
  const copy = Array.isArray(data) ? [...data] : { ...data };
  if (rest.length === 0) {
    if (value === undefined && !Array.isArray(copy)) delete copy[head];
    else setOwn(copy, head, value);
    return copy;
  }
  const child = ownChild(copy, head);
  const base: Container = isObject(child) ? child : /^\d+$/.test(rest[0] ?? '') ? [] : {};
  setOwn(copy, head, setIn(base, rest.join('.'), value));
  return copy;
}
