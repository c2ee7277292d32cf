import { describe, expect, it } from 'vitest';
import { PATHS } from '../../../../protocol';
import type { ProgressData } from '../../../../protocol/apply';
import { seed } from '../../../../server/seed';
import { DEMO_PASSWORD } from '../../../../server/seed/accounts';
import { STAGE_DOMAINS, STAGES, stageEmail } from '../../../../server/seed/stages';
import { listApplications } from '../../../../server/services/operator';
import { useTestServer } from '../suiteServer';

interface AdmissionInfo {
  admission: { result: string; letter_url: string } | null;
  interview: { time: number; place: string; confirm_by: number } | null;
}

describe('the demo applicants at each stage after submission', () => {
  const server = useTestServer();

  const signIn = async (domain: string, account: string) => {
    const login = await server.post(PATHS.account.login, { domain, type: 'password', account, password: DEMO_PASSWORD });
    expect(login.statusCode, `${account}: ${login.body.message}`).toBe(200);
    return { token: (login.body.data as { token: string }).token };
  };
  const counts = async () => {
    const { db } = server.app.ctx;
    const count = async (table: 'users' | 'applications' | 'messages' | 'outbox' | 'files' | 'module_values' | 'recommendations') =>
      Number((await db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    return {
      users: await count('users'),
      applications: await count('applications'),
      messages: await count('messages'),
      outbox: await count('outbox'),
      files: await count('files'),
      values: await count('module_values'),
      recommendations: await count('recommendations'),
    };
  };

  it.each(STAGE_DOMAINS)('%s lists one submitted application per stage, each at its stage', async (domain) => {
    const listed = await listApplications(server.app.ctx, domain);
    const byApplicant = new Map(listed.map((row) => [row.applicant, row]));
    expect(STAGES.map((stage) => byApplicant.get(stageEmail(stage, domain))?.stage)).toEqual(['submitted', 'supplementary', 'interview', 'admission']);
    for (const stage of STAGES) expect(byApplicant.get(stageEmail(stage, domain))).toMatchObject({ status: 'submitted', submitted_at: expect.any(String) });
    expect(byApplicant.get(stageEmail('submitted', domain))?.review_status).toBe('pending');
    for (const stage of ['passed', 'interview', 'admitted'] as const) expect(byApplicant.get(stageEmail(stage, domain))?.review_status).toBe('passed');
  });

  it.each(STAGE_DOMAINS)('%s: each applicant signs in with the demo password and sees their stage', async (domain) => {
    const progressOf = async (headers: Record<string, string>) => (await server.get(PATHS.apply.progress, {}, headers)).body.data as ProgressData;
    const admissionOf = async (headers: Record<string, string>) => (await server.get(PATHS.apply.getAdmissionInfo, {}, headers)).body.data as AdmissionInfo;

    const submitted = await signIn(domain, stageEmail('submitted', domain));
    expect(await progressOf(submitted)).toMatchObject({ step: 'submitted', status: 'submitted', review_status: 'pending' });
    expect((await server.get(PATHS.apply.getSupplementaryFieldList, {}, submitted)).statusCode).not.toBe(200);

    const passed = await signIn(domain, stageEmail('passed', domain));
    expect(await progressOf(passed)).toMatchObject({ step: 'supplementary', review_status: 'passed' });
    const fields = (await server.get(PATHS.apply.getSupplementaryFieldList, {}, passed)).body.data as { fields: Array<{ field: string }> };
    expect(fields.fields.map((field) => field.field)).toContain('proposal_title');

    const interview = await signIn(domain, stageEmail('interview', domain));
    expect(await progressOf(interview)).toMatchObject({ step: 'interview_confirmation' });
    const invitation = (await admissionOf(interview)).interview;
    expect(invitation?.place).not.toBe('');
    expect(invitation?.confirm_by).toBeLessThan(invitation?.time ?? 0);

    const admitted = await signIn(domain, stageEmail('admitted', domain));
    expect(await progressOf(admitted)).toMatchObject({ step: 'completed' });
    const admission = (await admissionOf(admitted)).admission;
    expect(admission?.result).toBe('admitted');
    expect(admission?.letter_url).toMatch(new RegExp(`/${domain}/apply/#/letter/admissionLetter\\?token=[\\w-]{40,}`));
  });

  it('sent each stage applicant the messages and e-mails of their actions', async () => {
    const { db } = server.app.ctx;
    for (const domain of STAGE_DOMAINS) {
      const mails = async (stage: (typeof STAGES)[number]) => (await db.selectFrom('outbox').select('id').where('recipient', '=', stageEmail(stage, domain)).execute()).length;
      expect([await mails('submitted'), await mails('passed'), await mails('interview'), await mails('admitted')]).toEqual([0, 2, 2, 2]);
      const messages = await signIn(domain, stageEmail('admitted', domain));
      const list = (await server.get(PATHS.org.messageRecordList, {}, messages)).body.data as { list: unknown[] };
      expect(list.list.length).toBeGreaterThanOrEqual(2);
    }
  });

  it('adds nothing and sends nothing when seeding runs again', async () => {
    const before = await counts();
    server.clock.advance(3600 * 1000);
    await seed(server.app.ctx.db, server.clock.now(), server.app.ctx);
    expect(await counts()).toEqual(before);
  });
});
