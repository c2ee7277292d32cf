import { LIMITS } from './limits';

/** True when `value` nests arrays or objects deeper than `LIMITS.valueDepth` (walked without recursion). */
export function isTooDeep(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const pending: Array<[object, number]> = [[value, 1]];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const [item, depth] = next;
    if (depth > LIMITS.valueDepth) return true;
    for (const child of Object.values(item)) {
      if (typeof child === 'object' && child !== null) pending.push([child, depth + 1]);
    }
  }
  return false;
}
