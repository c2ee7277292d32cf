import type { Db } from '../db/connect';

/** Ids of the projects that ask for recommendation letters (they have a letter form), the only ones with a referee login. */
export async function projectsWithLetters(db: Db): Promise<Set<number>> {
  const rows = await db.selectFrom('modules').select('project_id').where('referee', '=', 2).distinct().execute();
  return new Set(rows.map((row) => row.project_id));
}
