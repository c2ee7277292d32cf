import type { ApplicationStateData } from '../../../protocol/apply';
import type { Db } from '../../db/connect';
import type { Applicant } from '../../http/auth';
import { badRequest, missingField, notFound } from '../../http/errors';
import { findApplication, NEW_APPLICATION, submittedError } from './application';
import { toSeconds, windowState } from './time';

/**
 * Chooses a batch and track (apply/batch): both must be of the user's project, the track a child of the batch,
 * and the track's window open now. Creates the user's application (one per user and project) or changes its
 * batch; refused after submit.
 */
export async function chooseBatch(db: Db, applicant: Applicant, batchId: number, trackId: number | undefined, now: number): Promise<ApplicationStateData> {
  const rows = await db
    .selectFrom('batches')
    .select(['id', 'parent_id', 'start_time', 'end_time'])
    .where('project_id', '=', applicant.projectId)
    .where((eb) => eb.or([eb('id', '=', batchId), eb('parent_id', '=', batchId)]))
    .execute();
  const batch = rows.find((row) => row.id === batchId && row.parent_id === null);
  if (!batch) throw notFound('server.apply.batchNotFound');
  const tracks = rows.filter((row) => row.parent_id === batchId);
  if (tracks.length > 0 && trackId === undefined) throw missingField('track_id');
  const track = trackId === undefined ? batch : tracks.find((row) => row.id === trackId);
  if (!track) throw badRequest('server.apply.trackNotInBatch');
  const state = windowState(track.start_time, track.end_time, now);
  if (state !== 'open') throw badRequest(state === 'closed' ? 'server.apply.batchClosed' : 'server.apply.batchNotOpen');

  const existing = await findApplication(db, applicant);
  if (existing?.status === 'submitted') throw submittedError();
  const choice = { batch_id: batchId, track_id: trackId ?? null, updated_at: now };
  if (existing) {
    const result = await db.updateTable('applications').set(choice).where('id', '=', existing.id).where('status', '<>', 'submitted').executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) throw submittedError();
    return { status: existing.status === 'withdrawn' ? 'withdrawn' : 'draft', submitted_at: null };
  }
  await db
    .insertInto('applications')
    .values({
      user_id: applicant.id,
      project_id: applicant.projectId,
      ...choice,
      ...NEW_APPLICATION,
      created_at: now,
    })
    .onConflict((oc) => oc.columns(['user_id', 'project_id']).doUpdateSet(choice))
    .execute();
  return { status: 'draft', submitted_at: toSeconds(null) };
}
