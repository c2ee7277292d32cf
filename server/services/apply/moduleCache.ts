import type { FieldDefinition } from '../../../schema-adapters';
import type { Db } from '../../db/connect';
import { keepLatest, mapPerDatabase } from '../perDatabaseCache';
import { moduleFields } from './fieldsCache';
import { type ModuleRow, projectModule } from './modules';

/** A module row with its parsed definitions, as stored at `row.revision`. */
export interface KnownModule {
  row: ModuleRow;
  fields: FieldDefinition[];
}

const MAX_MODULES = 512;
const modulesOf = mapPerDatabase<number, KnownModule>();

/** Reads a module of the user's project (404 otherwise) and keeps it, least recently used dropped first. */
export async function readModule(db: Db, projectId: number, moduleId: number): Promise<KnownModule> {
  const row = await projectModule(db, projectId, moduleId);
  const known = { row, fields: moduleFields(row) };
  keepLatest(modulesOf(db), moduleId, known, MAX_MODULES);
  return known;
}

/**
 * A module of the user's project from memory, read when unknown. The kept copy may be older than the stored row:
 * a save writes only while the stored revision is the kept one's (see saveWrite.ts), so outdated definitions never
 * validate a stored value.
 */
export async function knownModule(db: Db, projectId: number, moduleId: number): Promise<KnownModule> {
  const modules = modulesOf(db);
  const known = modules.get(moduleId);
  if (!known || known.row.project_id !== projectId) return readModule(db, projectId, moduleId);
  keepLatest(modules, moduleId, known, MAX_MODULES);
  return known;
}
