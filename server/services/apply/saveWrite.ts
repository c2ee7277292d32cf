import { type ExpressionBuilder, sql } from 'kysely';
import type { Db } from '../../db/connect';
import type { Database } from '../../db/schema';

/** What one save stores: the module values of the applicant's application, at the version the client last saw. */
export interface ModuleWrite {
  userId: number;
  projectId: number;
  moduleId: number;
  /** The module revision the values were validated against. */
  revision: number;
  value: string;
  state: number;
  version: number;
  now: number;
  /** Uploads the values name that were taken from memory: written only while every one of them still exists. */
  rememberedFiles?: readonly string[];
}

/** The stored module is still at the revision the save validated against. */
const sameModule = (write: ModuleWrite) => (eb: ExpressionBuilder<Database, 'applications'>) =>
  eb.exists(eb.selectFrom('modules').select('id').where('id', '=', write.moduleId).where('project_id', '=', write.projectId).where('revision', '=', write.revision));

/** The applicant's application while it may change (a batch chosen, not submitted) and the module is unchanged. */
const editableApplication = (write: ModuleWrite) => (eb: ExpressionBuilder<Database, 'applications'>) =>
  eb.and([
    eb('user_id', '=', write.userId),
    eb('project_id', '=', write.projectId),
    eb('status', '<>', 'submitted'),
    eb('batch_id', 'is not', null),
    sameModule(write)(eb),
  ]);

/**
 * Stores the values in one statement (PostgreSQL; one round trip instead of begin, two writes and commit): the
 * application row is locked first, so a concurrent submit and this save serialise, then the values are written
 * only at the expected version, and the application's updated_at only when they were. Answers the new version, or
 * undefined when nothing was written (also when a remembered upload was deleted since). Plain SQL: building this
 * statement with the query builder cost more than running it.
 */
export async function writeInOneStatement(db: Db, write: ModuleWrite): Promise<number | undefined> {
  const { userId, projectId, moduleId, revision, value, state, version, now } = write;
  const remembered = write.rememberedFiles ?? [];
  const filesExist =
    remembered.length === 0
      ? sql``
      : sql`and (select count(*) from files
          where uid = any(${remembered}::text[]) and user_id = ${userId} and recommendation_id is null and project_id = ${projectId}) = ${remembered.length}`;
  const saved =
    version === 0
      ? sql`insert into module_values (application_id, module_id, value, state, version, updated_at)
          select locked.id, ${moduleId}, ${value}, ${state}, 1, ${now} from locked
          on conflict (application_id, module_id) do nothing
          returning application_id, version`
      : sql`update module_values set value = ${value}, state = ${state}, version = module_values.version + 1, updated_at = ${now}
          from locked
          where module_values.application_id = locked.id and module_values.module_id = ${moduleId} and module_values.version = ${version}
          returning module_values.application_id, module_values.version`;
  const { rows } = await sql<{ version: number }>`
    with locked as materialized (
      select id from applications
      where user_id = ${userId} and project_id = ${projectId} and status <> 'submitted' and batch_id is not null
        and exists (select 1 from modules where id = ${moduleId} and project_id = ${projectId} and revision = ${revision})
        ${filesExist}
      for update
    ), saved as (${saved}), touched as (
      update applications set updated_at = ${now} from saved where applications.id = saved.application_id
    )
    select version from saved`.execute(db);
  return rows[0]?.version;
}

/** Nothing was written: rolls the transaction back. */
class NotWritten extends Error {}

/**
 * Stores the values in a transaction that first touches the application row (so a concurrent submit and this save
 * serialise), then runs `alsoInside` with the application id (the recommenders of a referee-information module).
 * Answers the new version, or undefined when nothing was written (and nothing is: the transaction rolls back).
 */
export async function writeInTransaction(db: Db, write: ModuleWrite, alsoInside?: (trx: Db, applicationId: number) => Promise<void>): Promise<number | undefined> {
  const { moduleId, value, state, version, now } = write;
  try {
    return await db.transaction().execute(async (trx) => {
      const locked = await trx.updateTable('applications').set({ updated_at: now }).where(editableApplication(write)).returning('id').executeTakeFirst();
      if (!locked) throw new NotWritten();
      const written =
        version === 0
          ? await trx
              .insertInto('module_values')
              .values({ application_id: locked.id, module_id: moduleId, value, state, version: 1, updated_at: now })
              .onConflict((oc) => oc.columns(['application_id', 'module_id']).doNothing())
              .returning('version')
              .executeTakeFirst()
          : await trx
              .updateTable('module_values')
              .set((eb) => ({ value, state, version: eb('version', '+', 1), updated_at: now }))
              .where('application_id', '=', locked.id)
              .where('module_id', '=', moduleId)
              .where('version', '=', version)
              .returning('version')
              .executeTakeFirst();
      if (!written) throw new NotWritten();
      await alsoInside?.(trx, locked.id);
      return written.version;
    });
  } catch (error) {
    if (error instanceof NotWritten) return undefined;
    throw error;
  }
}
