import type { FieldDefinition } from '../types';

/** A field shown as a column of a repeating group: it names an existing group (`pid`) and is flagged for its table. */
export function isColumn(field: FieldDefinition, byId: ReadonlyMap<string, FieldDefinition>): boolean {
  return Boolean(field.pid && field.condition.columnTable?.isInColumnTable && byId.has(field.pid));
}

/**
 * The repeating group whose row holds `field`, or undefined for a field of the module itself. A column of a column is
 * not supported (rows hold no groups): it is shown in the module, and `nested` is told so.
 */
export function groupOf(field: FieldDefinition, byId: ReadonlyMap<string, FieldDefinition>, nested?: () => void): FieldDefinition | undefined {
  const group = isColumn(field, byId) ? byId.get(field.pid) : undefined;
  if (!group || !isColumn(group, byId)) return group;
  nested?.();
  return undefined;
}
