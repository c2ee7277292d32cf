import { pickText } from '../../schema-adapters';
import type { ServerContext } from '../context';
import type { Applicant } from '../http/auth';
import { isOneOf } from '../../protocol/isOneOf';
import { type ApplicationRow, extraOf, findApplication } from '../services/apply/application';
import { performAction, type OperatorAction } from '../services/operator';
import { ensureAccount, isPasswordFree } from './accounts';
import { DEMO_PROJECTS, type DemoProject } from './demoProjects';
import { submittedApplication } from './stagesApplication';
import { supplementaryFields } from './stagesFields';

/** The projects whose demo applicants stand at each stage after submission. */
export const STAGE_DOMAINS = ['scu', 'sc'] as const;

/** The stages, in journey order: submitted (not reviewed), passed review with a supplementary form, invited to interview, admitted. */
export const STAGES = ['submitted', 'passed', 'interview', 'admitted'] as const;
export type Stage = (typeof STAGES)[number];

/** The e-mail of a project's demo applicant at a stage. */
export const stageEmail = (stage: Stage, domain: string): string => `${stage}@${domain}.example.com`;

const NAMES: Record<Stage, string> = { submitted: 'Submitted Applicant', passed: 'Passed Applicant', interview: 'Interview Applicant', admitted: 'Admitted Applicant' };

const DAY = 24 * 3600 * 1000;

/** Nine in the morning, Beijing time, `days` after `now`. */
const morningAfter = (now: number, days: number): number => {
  const day = new Date(now + days * DAY + 8 * 3600 * 1000).toISOString().slice(0, 10);
  return Date.parse(`${day}T09:00:00+08:00`);
};

/** The actions that bring a submitted application to a stage, each with whether it is already published. */
function plan(stage: Stage, project: DemoProject, now: number, fields: unknown[]): Array<{ action: OperatorAction; done: (row: ApplicationRow) => boolean }> {
  const review = { action: { kind: 'review', result: 'pass' }, done: (row: ApplicationRow) => row.review_status === 'passed' } as const;
  switch (stage) {
    case 'submitted':
      return [];
    case 'passed':
      return [review, { action: { kind: 'supplement', fields, deadline: morningAfter(now, 14) }, done: (row) => Boolean(extraOf(row).supplementary?.fields) }];
    case 'interview': {
      const place = pickText(project.contact.address, project.languages[0] ?? 'sc');
      const interview: OperatorAction = { kind: 'interview', time: morningAfter(now, 10), place, notice: '', confirmBy: morningAfter(now, 7) };
      return [review, { action: interview, done: (row) => Boolean(extraOf(row).interview) }];
    }
    case 'admitted':
      return [review, { action: { kind: 'admit', result: 'admitted' }, done: (row) => Boolean(extraOf(row).admission) }];
  }
}

async function bringTo(ctx: ServerContext, applicant: Applicant, project: DemoProject, stage: Stage, now: number): Promise<void> {
  if (!(await submittedApplication(ctx, applicant, project, stage, now))) return;
  const fields = stage === 'passed' ? await supplementaryFields() : [];
  for (const step of plan(stage, project, now, fields)) {
    const row = await findApplication(ctx.db, applicant);
    if (!row || step.done(row)) continue;
    await performAction(ctx, { domain: project.domain, applicant: stageEmail(stage, project.domain) }, step.action);
  }
}

/**
 * On scu and sc, one demo applicant per stage (`{stage}@{domain}.example.com`, the demo password): a complete
 * application submitted through the API's own checks, then advanced by the operator actions, so their messages and
 * e-mails exist as for real. Each step runs only when its result is missing, so a restart sends nothing again.
 */
export async function seedStageApplicants(ctx: ServerContext, projects: Map<string, number>, now: number): Promise<void> {
  for (const project of DEMO_PROJECTS.filter((entry) => isOneOf(STAGE_DOMAINS, entry.domain))) {
    const projectId = projects.get(project.domain);
    if (projectId === undefined || (await isPasswordFree(ctx.db, projectId))) continue;
    for (const stage of STAGES) {
      const email = stageEmail(stage, project.domain);
      const user = await ensureAccount(ctx.db, projectId, email, NAMES[stage], now);
      try {
        await bringTo(ctx, { id: user.id, uid: user.uid, projectId, isFree: false, token: '' }, project, stage, now);
      } catch (error) {
        // As for the partly filled application: a server configured tighter than the demo needs still starts.
        console.warn(`The demo applicant ${email} is not at the ${stage} stage: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  }
}
