import { describe, expect, it } from 'vitest';
import { HEADERS, PATHS } from '../../../../protocol';
import type { QuestionnaireData } from '../../../../protocol/content';
import { demoEmail } from '../../../../server/seed/accounts';
import { seedQuestionnaireAnswers } from '../../../../server/seed/questionnaireAnswers';
import { createSession } from '../../../../server/services/sessions';
import { useTestServer } from '../suiteServer';

describe('seed: the seeded accounts have answered their questionnaire', () => {
  const server = useTestServer();

  const headersOf = async (userId: number) => ({ [HEADERS.token]: await createSession(server.app.ctx.db, { userId }, server.clock.now(), server.config.sessionTtlMs) });
  const questionnaireFor = async (headers: Record<string, string>) => (await server.get(PATHS.misc.questionnaireFieldList, {}, headers)).body.data as QuestionnaireData;

  it('answers for the demo account once (idempotent), and leaves a newly registered account to be offered it', async () => {
    const projectId = await server.projectId('scu');
    const { db } = server.app.ctx;
    const demo = await db.selectFrom('users').select('id').where('project_id', '=', projectId).where('email', '=', demoEmail('scu')).executeTakeFirstOrThrow();
    const fresh = await server.applicant('scu');
    // The server's start seeded it already: take it back to see the seed put it there.
    await db.deleteFrom('questionnaire_answers').where('user_id', '=', demo.id).execute();
    expect((await questionnaireFor(await headersOf(demo.id))).answered).toBe(false);

    const projects = new Map([['scu', projectId]]);
    await seedQuestionnaireAnswers(server.app.ctx, projects, server.clock.now());
    await seedQuestionnaireAnswers(server.app.ctx, projects, server.clock.now());

    expect((await questionnaireFor(await headersOf(demo.id))).answered).toBe(true);
    expect((await questionnaireFor(fresh.headers)).answered).toBe(false);
    const answers = await db.selectFrom('questionnaire_answers').select('value').where('user_id', '=', demo.id).execute();
    expect(answers.map((row) => JSON.parse(row.value) as unknown)).toEqual([{ source: '0', helpful: ['0'] }]);
  });
});
