import { LIMITS } from '../limits';
import type { FieldDefinition, FieldOption } from '../types';
import type { ParseContext } from './context';

const count = (n: number) => n.toLocaleString('en');

function optionCount(options: FieldOption[]): number {
  let total = 0;
  const pending: FieldOption[][] = [options];
  for (let list = pending.pop(); list !== undefined; list = pending.pop()) {
    total += list.length;
    for (const option of list) if (option.children.length > 0) pending.push(option.children);
  }
  return total;
}

/** Refuses a definition list, before parsing it, that holds more fields than `LIMITS.fields`. */
export function checkListSize(ctx: ParseContext, list: unknown[]): void {
  if (list.length > LIMITS.fields) {
    ctx.fail('fields', `holds ${count(list.length)} field definitions; at most ${count(LIMITS.fields)} are allowed`);
  }
}

/** Refuses definition text longer than `LIMITS.definitionText` before decoding it. */
export function checkTextSize(ctx: ParseContext, raw: unknown): void {
  if (typeof raw === 'string' && raw.length > LIMITS.definitionText) {
    ctx.fail('fields', `is ${count(raw.length)} characters of text; at most ${count(LIMITS.definitionText)} are allowed`);
  }
}

/**
 * Refuses one parsed field that exceeds the option or row limits; `path` is its place in the list. Returns the number
 * of fields its triggers open, for `triggerLinkCounter`.
 */
export function checkFieldLimits(ctx: ParseContext, field: FieldDefinition, path: string): number {
  const { condition } = field;
  const options = optionCount(field.options);
  if (options > LIMITS.options) ctx.fail(`${path}.options`, `has ${count(options)} options; at most ${count(LIMITS.options)} are allowed`);
  const columns = condition.option?.length ?? 0;
  if (columns > LIMITS.options) {
    ctx.fail(`${path}.condition.option`, `has ${count(columns)} columns; at most ${count(LIMITS.options)} are allowed`);
  }
  const rows = (condition.requirerdQuantity ?? 0) + (condition.customize ?? 0);
  if (rows > LIMITS.rows) {
    ctx.fail(`${path}.condition.requirerdQuantity`, `allows ${count(rows)} rows (requirerdQuantity + customize); at most ${count(LIMITS.rows)} are allowed`);
  }
  const triggers = condition.option_trigger ?? [];
  return triggers.reduce((links, trigger) => links + trigger.open_id.length, 0);
}

/** Counts trigger links (`open_id` entries) across the module and refuses the field that passes `LIMITS.triggerLinks`. */
export function triggerLinkCounter(ctx: ParseContext): (links: number, path: string) => void {
  let total = 0;
  return (links, path) => {
    total += links;
    if (total > LIMITS.triggerLinks) {
      ctx.fail(`${path}.condition.option_trigger`, `brings the module's trigger links (open_id entries) to ${count(total)}; at most ${count(LIMITS.triggerLinks)} are allowed`);
    }
  };
}
