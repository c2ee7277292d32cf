import { groupOf } from '../module/columns';
import type { FieldDefinition, ParseWarning } from '../types';
import { ParseContext, isRecord } from './context';
import { parseField } from './field';
import { checkFieldLimits, checkListSize, checkTextSize, triggerLinkCounter } from './limits';
import { INVALID, fromJsonText } from './scalars';

export interface ParseOptions {
  /** Called once for every malformed optional key that was ignored. */
  onWarning?: (warning: ParseWarning) => void;
  /** Whether definitions of a type number carry a value (and so need a `field` key); every type does by default. */
  holdsValue?: (type: number) => boolean;
}

/** The definitions of decoded input: a list, `{ fields }` or `{ normal, column }`; undefined for any other shape. */
export function definitionItems(decoded: unknown): unknown[] | undefined {
  if (Array.isArray(decoded)) return decoded;
  if (!isRecord(decoded)) return undefined;
  if (Array.isArray(decoded.fields)) return decoded.fields;
  const normal: unknown = decoded.normal ?? [];
  const column: unknown = decoded.column ?? [];
  if (Array.isArray(normal) && Array.isArray(column) && ('normal' in decoded || 'column' in decoded)) return [...normal, ...column];
  return undefined;
}

function definitionList(ctx: ParseContext, raw: unknown): unknown[] {
  checkTextSize(ctx, raw);
  const decoded = fromJsonText(raw);
  if (decoded === INVALID) return ctx.fail('fields', 'is not valid JSON');
  return definitionItems(decoded) ?? ctx.fail('fields', 'must be a list of field definitions');
}

function resolveReferences(ctx: ParseContext, fields: FieldDefinition[]): void {
  let byRef: Map<string, FieldDefinition> | undefined;
  const known = (ref: string) => {
    if (!byRef) {
      byRef = new Map();
      for (const field of fields) byRef.set(field.id, field).set(field.field, field);
    }
    return byRef.has(ref);
  };
  fields.forEach((field, index) => {
    const { condition } = field;
    if (!field.pid && field.compare.length === 0 && !condition.relationform && !condition.option_trigger) return;
    const path = `fields[${index}]`;
    if (field.pid && !known(field.pid)) {
      ctx.warn(`${path}.pid`, `names no field "${field.pid}"; ignored`);
      field.pid = '';
    }
    const missingCompare = field.compare.filter((ref) => !known(ref));
    missingCompare.forEach((ref) => ctx.warn(`${path}.compare`, `names no field "${ref}"; ignored`));
    field.compare = field.compare.filter(known);
    if (condition.relationform && !known(condition.relationform.field)) {
      ctx.warn(`${path}.condition.relationform.field`, `names no field "${condition.relationform.field}"; ignored`);
      delete condition.relationform;
    }
    condition.option_trigger?.forEach((trigger, t) => {
      const missing = trigger.open_id.filter((ref) => !known(ref));
      missing.forEach((ref) => ctx.warn(`${path}.condition.option_trigger[${t}].open_id`, `names no field "${ref}"; ignored`));
      trigger.open_id = trigger.open_id.filter(known);
    });
  });
}

/** The repeating group a column belongs to (its `pid`), or '' for a field shown in the module itself. */
function scopeOf(field: FieldDefinition, byId: ReadonlyMap<string, FieldDefinition>): string {
  return groupOf(field, byId)?.id ?? '';
}

/** Ids are unique in the module; keys are unique among the module's own fields and among one group's columns. */
function rejectDuplicates(ctx: ParseContext, fields: FieldDefinition[]): void {
  const byId = new Map<string, FieldDefinition>();
  fields.forEach((field, index) => {
    if (byId.has(field.id)) ctx.fail(`fields[${index}].id`, `id "${field.id}" repeats`);
    byId.set(field.id, field);
  });
  const keys = new Map<string, Set<string>>();
  fields.forEach((field, index) => {
    const scope = scopeOf(field, byId);
    let inScope = keys.get(scope);
    if (!inScope) keys.set(scope, (inScope = new Set()));
    if (inScope.has(field.field)) ctx.fail(`fields[${index}].field`, `key "${field.field}" repeats${scope ? ' in its group' : ''}`);
    inScope.add(field.field);
  });
}

/** Definitions and the warnings raised while reading them. */
export function parseFieldsReport(
  raw: unknown,
  holdsValue?: ParseOptions['holdsValue'],
): { fields: FieldDefinition[]; warnings: ParseWarning[] } {
  const ctx = new ParseContext(holdsValue);
  const list = definitionList(ctx, raw);
  checkListSize(ctx, list);
  const countLinks = triggerLinkCounter(ctx);
  const fields = list.map((item, index) => {
    const path = `fields[${index}]`;
    const field = parseField(ctx, item, path);
    countLinks(checkFieldLimits(ctx, field, path), path);
    return field;
  });
  rejectDuplicates(ctx, fields);
  resolveReferences(ctx, fields);
  return { fields, warnings: ctx.warnings };
}

/**
 * The server's field definitions, normalised. Accepts a list, JSON text of one, `{ normal, column }` or `{ fields }`.
 * Throws `FieldDefinitionError` naming the path only when the input cannot be used; parsing the result again is a no-op.
 */
export function parseFields(raw: unknown, options: ParseOptions = {}): FieldDefinition[] {
  const { fields, warnings } = parseFieldsReport(raw, options.holdsValue);
  if (options.onWarning) warnings.forEach(options.onWarning);
  return fields;
}
