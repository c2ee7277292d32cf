import type { ErrorObject } from 'ajv';
import type { ModulePlan } from '../module/buildModule';
import type { FieldDefinition } from '../types';

/** Which field an AJV error is about, and how to name it in a `PortalError`. */
export interface ErrorTarget {
  /** `key`, `key_other`, `group[0].column`, or `group[0].column_other`. */
  path: string;
  field?: FieldDefinition;
  /** The error is about `{field}_other`. */
  other: boolean;
  /** The error is about the repeating group itself, not a cell. */
  group: boolean;
}

const OTHER_SUFFIX = '_other';

function unescape(segment: string): string {
  return segment.replace(/~1/g, '/').replace(/~0/g, '~');
}

function segmentsOf(error: ErrorObject): string[] {
  const segments = error.instancePath.split('/').slice(1).map(unescape);
  if (error.keyword === 'required') segments.push(String(error.params.missingProperty));
  return segments;
}

function lookup(fields: Map<string, FieldDefinition>, key: string): { field?: FieldDefinition; other: boolean } {
  const own = fields.get(key);
  if (own) return { field: own, other: false };
  if (key.endsWith(OTHER_SUFFIX)) {
    const base = fields.get(key.slice(0, -OTHER_SUFFIX.length));
    if (base) return { field: base, other: true };
  }
  return { other: false };
}

/** Resolves the field an error points at, through repeating groups. */
export function errorTarget(plan: ModulePlan, byKey: Map<string, FieldDefinition>, error: ErrorObject): ErrorTarget {
  const [rootKey = '', index, columnKey] = segmentsOf(error);
  const root = lookup(byKey, rootKey);
  const isGroup = root.field !== undefined && plan.rows.has(root.field.field);
  if (!isGroup || index === undefined || columnKey === undefined) {
    return { path: rootKey, other: root.other, group: isGroup, ...(root.field ? { field: root.field } : {}) };
  }
  const column = lookup(byKey, columnKey);
  return {
    path: `${rootKey}[${index}].${columnKey}`,
    other: column.other,
    group: false,
    ...(column.field ? { field: column.field } : {}),
  };
}
