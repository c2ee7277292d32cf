/**
 * lodash/fp's `set` and `unset` as JSON Forms' core calls them (`set(path, value, data)`, `unset(path, data)`), without
 * lodash/fp's currying machinery, which would otherwise come with them into every form route (vite.config.ts swaps
 * these in for JSON Forms' imports). Like lodash/fp they leave `data` untouched: every container along the path is
 * copied, missing ones are created (an array where the next key is an index), and the result is a new root. One
 * difference: where a stored value that is not a container stands in the path, lodash/fp drops the write; this
 * replaces the value, so what was typed is kept.
 */

type Container = Record<string, unknown> | unknown[];

const INDEX = /^(?:0|[1-9]\d*)$/;

const isContainer = (value: unknown): value is Container => typeof value === 'object' && value !== null;
const copyOf = (value: Container): Container => (Array.isArray(value) ? [...value] : { ...value });
const keysOf = (path: string) => (path === '' ? [''] : path.split('.'));

/** A copy of `data` whose containers along `keys` (all but the last) are copies too; missing ones are created. */
function copyAlong(data: unknown, keys: readonly string[]): { root: Container; parent: Container } {
  const root = copyOf(isContainer(data) ? data : {});
  let parent = root;
  for (let index = 0; index < keys.length - 1; index += 1) {
    const key = keys[index] as string;
    const child = (parent as Record<string, unknown>)[key];
    const next = isContainer(child) ? copyOf(child) : INDEX.test(keys[index + 1] as string) ? [] : {};
    (parent as Record<string, unknown>)[key] = next;
    parent = next;
  }
  return { root, parent };
}

export function set(path: string, value: unknown, data: unknown): Container {
  const keys = keysOf(path);
  const { root, parent } = copyAlong(data, keys);
  (parent as Record<string, unknown>)[keys[keys.length - 1] as string] = value;
  return root;
}

export function unset(path: string, data: unknown): Container {
  const keys = keysOf(path);
  const existing = keys.slice(0, -1).reduce<unknown>((node, key) => (isContainer(node) ? (node as Record<string, unknown>)[key] : undefined), data);
  if (!isContainer(data) || !isContainer(existing)) return isContainer(data) ? copyOf(data) : {};
  const { root, parent } = copyAlong(data, keys);
  delete (parent as Record<string, unknown>)[keys[keys.length - 1] as string];
  return root;
}
