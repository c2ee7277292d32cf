import type { Selectable } from 'kysely';
import type { ApplicationExtra, ApplicationStatus } from '../../../protocol/apply';
import type { Db } from '../../db/connect';
import { parseJson } from '../../db/json';
import type { ApplicationTable } from '../../db/schema';
import type { Applicant } from '../../http/auth';
import { ApiError, badRequest, forbidden } from '../../http/errors';

export type ApplicationRow = Selectable<ApplicationTable>;

/** The columns of a new application: a draft, not yet acknowledged, signed, submitted or reviewed. */
export const NEW_APPLICATION = {
  status: 'draft',
  submitted_at: null,
  acknowledged: 0,
  signature_file_id: null,
  review_status: 'pending',
  review_reason: null,
  extra: '{}',
} as const;

/** The application of a user in a project (at most one), for the caller to select the columns it needs. */
export function userApplication(db: Db, userId: number, projectId: number) {
  return db.selectFrom('applications').where('user_id', '=', userId).where('project_id', '=', projectId);
}

/** The signed-in user's application in their project, if any. */
export async function findApplication(db: Db, applicant: Applicant): Promise<ApplicationRow | undefined> {
  return userApplication(db, applicant.id, applicant.projectId).selectAll().executeTakeFirst();
}

/** The status as answered: `none` when there is no application. */
export function statusOf(application: ApplicationRow | undefined): ApplicationStatus {
  const status = application?.status;
  return status === 'draft' || status === 'submitted' || status === 'withdrawn' ? status : 'none';
}

/** 0 not started, 1 in progress, 2 submitted. */
export function applicationState(application: ApplicationRow | undefined): 0 | 1 | 2 {
  const status = statusOf(application);
  if (status === 'submitted') return 2;
  return status === 'none' ? 0 : 1;
}

export const submittedError = () => forbidden('server.apply.submitted');

/** The application with a chosen batch that may still change, or the translated refusal. */
export function requireEditable(application: ApplicationRow | undefined): ApplicationRow {
  if (!application || application.batch_id === null) throw badRequest('server.apply.chooseBatchFirst');
  if (application.status === 'submitted') throw submittedError();
  return application;
}

/** The application, or 404 "you have not started an application". */
export function requireApplication(application: ApplicationRow | undefined): ApplicationRow {
  if (!application) throw new ApiError(404, 'server.apply.noApplication');
  return application;
}

/** The operator data of an application. */
export function extraOf(application: ApplicationRow | undefined): ApplicationExtra {
  const extra = parseJson<unknown>(application?.extra, {});
  return typeof extra === 'object' && extra !== null && !Array.isArray(extra) ? (extra as ApplicationExtra) : {};
}
