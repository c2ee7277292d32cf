import { getFixture } from '../../fixtures';
import { parseFields } from '../../schema-adapters';
import type { Db } from '../../server/db/connect';

/** The demo project the applicants apply to, and the required modules they fill before submitting. */
export const DOMAIN = 'scu';
/** The module saved over and over (as in bench:server) and the field each save writes a distinct marker into. */
export const SAVED_MODULE = 'scu-basic-info';
export const MARKER_FIELD = 'mailing_address';
const OTHER_MODULES = ['data-education-history', 'xjtu-personal-statement', 'sc-recommenders'];

export interface ScaleModule {
  name: string;
  menuId: number;
  /** The fixture's first valid values (file records are replaced by each applicant's own uploads). */
  values: Record<string, unknown>;
  fileFields: Array<{ id: string; field: string }>;
}

export interface ScaleProject {
  projectId: number;
  batchId: number;
  trackId: number;
  saved: ScaleModule;
  others: ScaleModule[];
}

/** Reads the seeded project: its id, the open batch and its first track, and the modules by fixture name. */
export async function loadProject(db: Db, now: number): Promise<ScaleProject> {
  const project = await db.selectFrom('projects').select('id').where('domain', '=', DOMAIN).executeTakeFirstOrThrow();
  const batches = await db.selectFrom('batches').selectAll().where('project_id', '=', project.id).orderBy('id').execute();
  const open = batches.find((row) => row.parent_id === null && row.start_time <= now && row.end_time >= now);
  const track = batches.find((row) => row.parent_id === open?.id);
  if (!open || !track) throw new Error(`${DOMAIN} has no open batch with a track`);
  const modules = await db.selectFrom('modules').select(['id', 'name', 'fields']).where('project_id', '=', project.id).execute();
  const moduleOf = (name: string): ScaleModule => {
    const row = modules.find((module) => module.name === name);
    if (!row) throw new Error(`${DOMAIN} has no module ${name}`);
    const fileFields = parseFields(JSON.parse(row.fields))
      .filter((field) => field.type === 8 || field.type === 11)
      .map((field) => ({ id: String(field.id), field: field.field }));
    return { name, menuId: row.id, values: structuredClone(getFixture(name).valid[0]?.values ?? {}) as Record<string, unknown>, fileFields };
  };
  return { projectId: project.id, batchId: open.id, trackId: track.id, saved: moduleOf(SAVED_MODULE), others: OTHER_MODULES.map(moduleOf) };
}
