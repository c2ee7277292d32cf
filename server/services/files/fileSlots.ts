import { fileUrlOf } from '../../../protocol/upload';
import { type FieldDefinition, type FormRuntime, columnGroupOf } from '../../../schema-adapters';

type Row = Record<string, unknown>;


/** One file value of a module: its field, its error path (`photo`, `group[0].column`) and the value. */
export interface FileSlot {
  field: FieldDefinition;
  /** A signature value is one address; a files value a list of file records. */
  kind: 'files' | 'signature';
  path: string;
  value: unknown;
}

const isRow = (value: unknown): value is Row => typeof value === 'object' && value !== null && !Array.isArray(value);


/**
 * Replaces every file value (top level or in repeating-group rows) by what `map` returns; parts `map` leaves
 * unchanged are shared with `values` (the same object back when nothing changes).
 */
export function mapFileSlots(forms: FormRuntime, fields: FieldDefinition[], values: Row, map: (slot: FileSlot) => unknown): Row {
  const byId = new Map(fields.map((field) => [field.id, field]));
  let result = values;
  const set = (key: string, value: unknown) => {
    if (result === values) result = { ...values };
    result[key] = value;
  };
  for (const field of fields) {
    const kind = forms.holds(field);
    if (kind !== 'files' && kind !== 'signature') continue;
    const group = columnGroupOf(field, byId);
    if (!group) {
      if (!Object.hasOwn(result, field.field)) continue;
      const next = map({ field, kind, path: field.field, value: result[field.field] });
      if (next !== result[field.field]) set(field.field, next);
      continue;
    }
    const rows = Object.hasOwn(result, group.field) ? result[group.field] : undefined;
    if (!Array.isArray(rows)) continue;
    let changed = false;
    const mapped = rows.map((row: unknown, index) => {
      if (!isRow(row) || !Object.hasOwn(row, field.field)) return row;
      const next = map({ field, kind, path: `${group.field}[${index}].${field.field}`, value: row[field.field] });
      if (next === row[field.field]) return row;
      changed = true;
      return { ...row, [field.field]: next };
    });
    if (changed) set(group.field, mapped);
  }
  return result;
}

const UID = /^[A-Za-z0-9_-]{8,64}$/;
const ADDRESS = /^(https?:\/\/|\/)/i;
const FILE_PATH = fileUrlOf('');

/** The uid a stored file's address names (`/v1/public/file/{uid}`, whatever its origin or query), else null. */
export function uidOfAddress(address: string): string | null {
  let path: string;
  try {
    path = new URL(address.trim(), 'http://server.invalid').pathname;
  } catch {
    return null;
  }
  const uid = path.startsWith(FILE_PATH) ? path.slice(FILE_PATH.length) : '';
  return UID.test(uid) ? uid : null;
}

/** The uid an uploaded-file record names: its `uid`, else the one in its `url` (portraits answer only a url). */
function recordUid(item: unknown): string | null {
  if (!isRow(item)) return null;
  if (typeof item.uid === 'string' || typeof item.uid === 'number') return UID.test(String(item.uid)) ? String(item.uid) : null;
  return typeof item.url === 'string' ? uidOfAddress(item.url) : null;
}

/**
 * The stored files a file value names, in order; null for a part that names none (a foreign address, a record
 * without a uid). Empty for values that are no file reference at all (a signature drawn as a PNG data URL, or a value
 * of the wrong shape, which the form runtime refuses).
 */
export function referencesOf(slot: FileSlot): Array<string | null> {
  const { value } = slot;
  if (slot.kind === 'signature') return typeof value === 'string' && ADDRESS.test(value.trim()) ? [uidOfAddress(value)] : [];
  return Array.isArray(value) ? value.map(recordUid) : [];
}
