import '../../messages';
import { fileUrlOf } from '../../../protocol/upload';
import { type FieldDefinition, type FormRuntime, type Locale, isUploadField, pickText, type PortalError, translate } from '../../../schema-adapters';
import type { Db } from '../../db/connect';
import { badRequest } from '../../http/errors';
import { type FileSlot, mapFileSlots, referencesOf } from './fileSlots';
import type { FileOwner } from './owner';
import { ownedBy } from './records';
import { recallFile, type RememberedFile, rememberFile } from './rememberedFiles';
import { describeFile } from './store';
import { isRecord } from '../../../schema-adapters/keywords/record';

type Row = Record<string, unknown>;

/** One module's values to check: the module the uploads were recorded for, its fields and the values. */
export interface ModuleFiles {
  moduleId: number;
  fields: FieldDefinition[];
  values: Row;
}

/** A file value that names a file that is not the owner's upload for that field. */
export interface FileProblem {
  path: string;
  field: FieldDefinition;
}

/** A module's values with every good file value rewritten from the store, and the file values that are not good. */
export interface CheckedFiles {
  values: Row;
  problems: FileProblem[];
}

interface StoredRow {
  uid: string;
  module_id: number | null;
  field: string | null;
  original_name: string;
  mime: string;
  size: number;
}

/** More distinct files than any form holds: the rest are treated as unknown (and the query stays bounded). */
const MAX_FILES = 500;
const NOT_OWN = 'server.upload.notOwnFile';

/** Where an upload was recorded matches the field: its own module and key; a signature or portrait is kept apart. */
function recordedFor(file: StoredRow, moduleId: number, slot: FileSlot): boolean {
  const { field } = slot;
  if (slot.kind === 'signature') return file.field === 'autograph' && (file.module_id === null || file.module_id === moduleId);
  if (file.module_id === moduleId && file.field === field.field) return true;
  return isUploadField(field) && file.field === 'portrait' && file.module_id === null;
}

/** An uploaded-file record as the server describes it; only a recording's `duration` is kept from the client. */
function storedRecord(file: StoredRow, sent: unknown): Row {
  const { iconUrl, ...described } = describeFile(file.uid, file.original_name, file.size, file.mime);
  const duration = isRecord(sent) ? sent.duration : undefined;
  const keepDuration = typeof duration === 'number' && Number.isFinite(duration) && duration >= 0;
  return { ...described, ...(iconUrl ? { iconUrl } : {}), ...(keepDuration ? { duration } : {}) };
}

function rewrite(slot: FileSlot, files: StoredRow[]): unknown {
  if (slot.kind === 'signature') return files[0] ? fileUrlOf(files[0].uid) : slot.value;
  const sent: unknown[] = Array.isArray(slot.value) ? slot.value : [];
  return files.map((file, index) => storedRecord(file, sent[index]));
}

const isOwners = (file: RememberedFile, owner: FileOwner) =>
  owner.kind === 'applicant' && file.user_id === owner.userId && file.recommendation_id === null && file.project_id === owner.projectId;

/**
 * The owner's files among `uids`. With `remembered`, an applicant's files read before come from memory, their uids
 * added to it: the caller then stores nothing unless they still exist (a file is deleted, never changed).
 */
async function ownFiles(db: Db, owner: FileOwner, uids: string[], remembered?: Set<string>): Promise<Map<string, StoredRow>> {
  const found = new Map<string, StoredRow>();
  const unknown = remembered
    ? uids.filter((uid) => {
        const file = recallFile(db, uid);
        if (!file || !isOwners(file, owner)) return true;
        found.set(uid, file);
        remembered.add(uid);
        return false;
      })
    : uids;
  if (unknown.length === 0) return found;
  const rows = await ownedBy(db.selectFrom('files').select(['uid', 'user_id', 'recommendation_id', 'project_id', 'module_id', 'field', 'original_name', 'mime', 'size']), owner)
    .where('project_id', '=', owner.projectId)
    .where('uid', 'in', unknown)
    .execute();
  for (const row of rows) {
    found.set(row.uid, row);
    if (remembered) rememberFile(db, row);
  }
  return found;
}

/**
 * Checks the file values (uploads, videos, signatures) of one or more modules against the owner's stored files, with one
 * query: each must name a file the owner uploaded for that field. Good values are rewritten from the store (name,
 * addresses and size are the server's); the others are left as they are and reported.
 */
export async function checkFileValues(db: Db, forms: FormRuntime, owner: FileOwner, modules: ModuleFiles[], remembered?: Set<string>): Promise<CheckedFiles[]> {
  const uids = new Set<string>();
  for (const module of modules) {
    mapFileSlots(forms, module.fields, module.values, (slot) => {
      for (const uid of referencesOf(slot)) if (uid !== null && uids.size < MAX_FILES) uids.add(uid);
      return slot.value;
    });
  }
  const files = await ownFiles(db, owner, [...uids], remembered);
  return modules.map(({ moduleId, fields, values }) => {
    const problems: FileProblem[] = [];
    const checked = mapFileSlots(forms, fields, values, (slot) => {
      const references = referencesOf(slot);
      if (references.length === 0) return slot.value;
      const found = references.flatMap((uid) => {
        const file = uid === null ? undefined : files.get(uid);
        return file && recordedFor(file, moduleId, slot) ? [file] : [];
      });
      if (found.length === references.length) return rewrite(slot, found);
      problems.push({ path: slot.path, field: slot.field });
      return slot.value;
    });
    return { values: checked, problems };
  });
}

const labelOf = (field: FieldDefinition, locale: Locale) => pickText(field.name, locale) || field.field;

/** The problems as field errors (keyword `files`), each message naming the field in `locale`. */
export function fileErrors(problems: FileProblem[], locale: Locale): PortalError[] {
  return problems.map(({ path, field }) => ({ field: path, keyword: 'files', message: translate(locale, NOT_OWN, { field: labelOf(field, locale) }) }));
}

/**
 * The module's values with file values rewritten from the store, or a 400 naming the first field whose file is not
 * the owner's. With `remembered`, see {@link ownFiles}.
 */
export async function ownFileValues(db: Db, forms: FormRuntime, owner: FileOwner, module: ModuleFiles, locale: Locale, remembered?: Set<string>): Promise<Row> {
  const [checked] = await checkFileValues(db, forms, owner, [module], remembered);
  const first = checked?.problems[0];
  if (!checked || !first) return checked?.values ?? module.values;
  throw badRequest(NOT_OWN, { field: labelOf(first.field, locale) }, { field: first.path, errors: fileErrors(checked.problems, locale) });
}
