import { LIMITS } from '../limits';
import { loadLinearEngine } from '../validators/linearPattern';
import { isValueFormat } from '../validators/patterns';
import { isRecord } from './context';
import { definitionItems } from './parseFields';
import { fromJsonText, toText } from './scalars';

function scan(raw: unknown): boolean {
  if (typeof raw === 'string' && raw.length > LIMITS.definitionText) return false;
  const items = definitionItems(fromJsonText(raw)) ?? [];
  return items.some((item) => {
    const format = isRecord(item) ? toText(item.value_format) : undefined;
    return typeof format === 'string' && format !== '' && !isValueFormat(format);
  });
}

const scanned = new WeakMap<object, boolean>();

/**
 * Whether a definition in `raw` (any shape `parseFields` accepts) carries its own pattern: a `value_format` naming no
 * known format. Answered once per definition list object, like the runtime's plans.
 */
export function hasOwnPatterns(raw: unknown): boolean {
  if (typeof raw !== 'object' || raw === null) return scan(raw);
  let found = scanned.get(raw);
  if (found === undefined) scanned.set(raw, (found = scan(raw)));
  return found;
}

/**
 * What adapting and validating `raw` needs loaded beyond the always-loaded code: the linear pattern engine when a
 * definition carries its own pattern. Undefined when it needs nothing; otherwise the engine's loading (one promise, the
 * same once it has settled, so a caller can tell at once whether it still waits).
 */
export function loadEngines(raw: unknown): Promise<void> | undefined {
  return hasOwnPatterns(raw) ? loadLinearEngine() : undefined;
}
