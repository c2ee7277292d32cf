import type { ServerContext } from '../context';
import type { Db } from '../db/connect';
import { seedAccounts } from './accounts';
import { seedContent } from './content';
import { seedPartialApplicants } from './partialApplicant';
import { seedProjects } from './projects';
import { seedQuestionnaireAnswers } from './questionnaireAnswers';
import { seedStageApplicants } from './stages';

/**
 * Idempotent: projects, batches and modules from fixtures, then demo accounts and content; with the server's context
 * (its file store keeps their files) also the partly filled applications and the applicants at each stage after
 * submission, and their answers to the project's questionnaire.
 */
export async function seed(db: Db, now: number, ctx?: ServerContext): Promise<void> {
  const projects = await seedProjects(db, now);
  await seedAccounts(db, projects, now);
  await seedContent(db, projects, now);
  if (ctx) {
    await seedPartialApplicants(ctx, projects, now);
    await seedStageApplicants(ctx, projects, now);
    await seedQuestionnaireAnswers(ctx, projects, now);
  }
}
