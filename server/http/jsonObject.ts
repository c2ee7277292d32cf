import { badRequest, invalidField } from './errors';
import { isRecord } from '../../schema-adapters/keywords/record';

/** Deeper than any form the definitions can describe (a repeating group of phone or date-range values is 4). */
export const MAX_VALUE_DEPTH = 16;

/** The nesting depth of parsed JSON, walked without recursion so that a hostile value cannot overflow the stack. */
function depthOf(root: unknown): number {
  let deepest = 0;
  const stack: Array<[unknown, number]> = [[root, 1]];
  for (let entry = stack.pop(); entry !== undefined; entry = stack.pop()) {
    const [node, depth] = entry;
    if (typeof node !== 'object' || node === null) continue;
    deepest = Math.max(deepest, depth);
    if (deepest > MAX_VALUE_DEPTH) return deepest;
    for (const child of Object.values(node)) stack.push([child, depth + 1]);
  }
  return deepest;
}

/**
 * The JSON object in a form field (form values are sent as JSON text): 400 naming the field when the text is not a
 * JSON object, or nests deeper than MAX_VALUE_DEPTH (which would otherwise exhaust the stack of every later walk).
 */
export function parseJsonObject(text: string, field: string): Record<string, unknown> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw invalidField(field);
  }
  if (!isRecord(parsed)) throw invalidField(field);
  if (depthOf(parsed) > MAX_VALUE_DEPTH) throw badRequest('server.valueTooDeep', { field }, { field });
  return parsed;
}
