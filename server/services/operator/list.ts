import type { ApplicationExtra, ApplicationStatus } from '../../../protocol/apply';
import { pickText } from '../../../schema-adapters';
import { parseJson } from '../../db/json';
import { projectConfig } from '../account/projects';
import { iso } from './change';
import { projectOf } from './lookup';
import type { ApplicationSummary, OperatorContext, ProjectSummary } from './types';

/** The furthest step published for an application. */
function stageOf(status: string, reviewStatus: string, extra: ApplicationExtra): string {
  if (extra.admission) return 'admission';
  if (extra.interview?.result) return 'interview_result';
  if (extra.interview) return 'interview';
  if (extra.retest?.list) return 'retest';
  if (extra.supplementary?.fields) return 'supplementary';
  if (reviewStatus === 'passed' || reviewStatus === 'failed') return 'reviewed';
  return status;
}

/** Every application of a project (live accounts), newest submission first, then unsubmitted ones by creation. */
export async function listApplications(ctx: OperatorContext, domain: string): Promise<ApplicationSummary[]> {
  const project = await projectOf(ctx.db, domain);
  const rows = await ctx.db
    .selectFrom('applications')
    .innerJoin('users', 'users.id', 'applications.user_id')
    .select(['applications.id', 'applications.status', 'applications.review_status', 'applications.submitted_at', 'applications.extra', 'users.email', 'users.mobile', 'users.name'])
    .where('applications.project_id', '=', project.id)
    .where('users.deleted_at', 'is', null)
    .orderBy('applications.id')
    .execute();
  const byNewest = [...rows].sort((a, b) => Number(b.submitted_at ?? -1) - Number(a.submitted_at ?? -1) || a.id - b.id);
  return byNewest.map((row) => {
    const review = row.review_status === 'passed' || row.review_status === 'failed' ? row.review_status : 'pending';
    const status: ApplicationStatus = row.status === 'draft' || row.status === 'submitted' || row.status === 'withdrawn' ? row.status : 'none';
    return {
      applicant: row.email ?? row.mobile ?? '',
      name: row.name,
      status,
      review_status: review,
      submitted_at: row.submitted_at === null ? null : iso(Number(row.submitted_at)),
      stage: stageOf(status, review, parseJson<ApplicationExtra>(row.extra, {}) ?? {}),
    };
  });
}

/** Every project: its domain and title, for choosing one. */
export async function listDomains(ctx: OperatorContext): Promise<ProjectSummary[]> {
  const rows = await ctx.db.selectFrom('projects').selectAll().orderBy('id').execute();
  return rows.map((row) => {
    const title = projectConfig(row).title;
    return { domain: row.domain, title: { sc: pickText(title, 'sc'), tc: pickText(title, 'tc'), en: pickText(title, 'en') }, free: row.free === 1 };
  });
}
