import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/connect';
import { forbidden, loginRequired } from '../../http/errors';
import { userApplication } from '../apply/application';

/** Who a file belongs to: an applicant (by user) or a referee (by the recommendation their link opened). */
export type FileOwner =
  | { kind: 'applicant'; userId: number; projectId: number }
  | { kind: 'referee'; recommendationId: number; projectId: number; applicationId: number; writeState: number };

/** The owner of a referee session, or undefined when its recommendation is gone. */
export async function refereeOwner(db: Db, recommendationId: number): Promise<FileOwner | undefined> {
  const row = await db
    .selectFrom('recommendations')
    .innerJoin('applications', 'applications.id', 'recommendations.application_id')
    .select(['recommendations.id', 'recommendations.write_state', 'applications.id as application_id', 'applications.project_id'])
    .where('recommendations.id', '=', recommendationId)
    .executeTakeFirst();
  if (!row) return undefined;
  return { kind: 'referee', recommendationId: row.id, projectId: row.project_id, applicationId: row.application_id, writeState: row.write_state };
}

/** The signed-in applicant or referee of a request, or a 401. */
export async function requireOwner(db: Db, request: FastifyRequest): Promise<FileOwner> {
  if (request.applicant) return { kind: 'applicant', userId: request.applicant.id, projectId: request.applicant.projectId };
  if (request.referee) {
    const owner = await refereeOwner(db, request.referee.recommendationId);
    if (owner) return owner;
  }
  throw loginRequired();
}

/** The applicant's application in the owner's project, if any. */
export async function ownApplication(db: Db, userId: number, projectId: number) {
  return userApplication(db, userId, projectId).select(['id', 'status', 'extra', 'signature_file_id']).executeTakeFirst();
}

/** Refuses writes once the application (applicant) or the letter (referee) was submitted. */
export async function assertWritable(db: Db, owner: FileOwner): Promise<void> {
  if (owner.kind === 'referee') {
    if (owner.writeState === 1) throw forbidden('server.upload.letterSubmitted');
    return;
  }
  const application = await ownApplication(db, owner.userId, owner.projectId);
  if (application?.status === 'submitted') throw forbidden('server.upload.submitted');
}
