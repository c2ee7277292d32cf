import type { ErrorObject } from 'ajv';
import type { ModulePlan } from '../module/buildModule';
import { fieldInContainer } from '../fieldAtPath';
import type { AdaptedContainer } from '../module/container';
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

function unescape(segment: string): string {
  return segment.replace(/~1/g, '/').replace(/~0/g, '~');
}

function segmentsOf(error: ErrorObject): string[] {
  const segments = error.instancePath.split('/').slice(1).map(unescape);
  if (error.keyword === 'required') segments.push(String(error.params.missingProperty));
  return segments;
}

function lookup(container: AdaptedContainer | undefined, key: string): { field?: FieldDefinition; other: boolean } {
  const field = container ? fieldInContainer(container, key) : undefined;
  if (!field) return { other: false };
  return { field, other: field.field !== key };
}

/** Resolves the field an error points at, through repeating groups (a column is looked up in its own group). */
export function errorTarget(plan: ModulePlan, error: ErrorObject): ErrorTarget {
  const [rootKey = '', index, columnKey] = segmentsOf(error);
  const root = lookup(plan.root, rootKey);
  const row = root.field && !root.other ? plan.rows.get(root.field.field) : undefined;
  if (!row || index === undefined || columnKey === undefined) {
    return { path: rootKey, other: root.other, group: row !== undefined, ...(root.field ? { field: root.field } : {}) };
  }
  const column = lookup(row, columnKey);
  return {
    path: `${rootKey}[${index}].${columnKey}`,
    other: column.other,
    group: false,
    ...(column.field ? { field: column.field } : {}),
  };
}
