import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PATHS } from '../../../../protocol';
import type { ProgressData } from '../../../../protocol/apply';
import { DEMO_PASSWORD, partialEmail } from '../../../../server/seed/accounts';
import { stageEmail } from '../../../../server/seed/stages';
import { startTestServer, type TestServer } from '../harness';

const ORIGIN = 'http://localhost';
const APPLICANT = stageEmail('submitted', 'scu');

/** Text of a page without tags, with the entities the page uses decoded, for reading banners. */
const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

describe('the operator console /dev/operator', () => {
  let server: TestServer;
  let applicantHeaders: Record<string, string>;
  beforeAll(async () => {
    server = await startTestServer();
    const login = await server.post(PATHS.account.login, { domain: 'scu', type: 'password', account: APPLICANT, password: DEMO_PASSWORD });
    applicantHeaders = { token: (login.body.data as { token: string }).token };
  });
  afterAll(async () => server.close());

  const page = (query = '') => server.app.inject({ method: 'GET', url: `/dev/operator${query}` });
  const send = (form: Record<string, string>, headers: Record<string, string> = { origin: ORIGIN }) =>
    server.app.inject({
      method: 'POST',
      url: '/dev/operator?lang=en',
      payload: new URLSearchParams(form).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    });
  /** Sends a form, expects the redirect back to the chosen application, and answers the page it leads to. */
  const act = async (action: string, fields: Record<string, string>, applicant = APPLICANT) => {
    const reply = await send({ action, domain: 'scu', applicant, ...fields });
    expect(reply.statusCode, reply.body).toBe(303);
    const location = String(reply.headers.location);
    expect(location).toMatch(/^\/dev\/operator\?lang=en&domain=scu&applicant=[^&]+&result=[\w-]+#actions$/);
    const shown = await server.app.inject({ method: 'GET', url: location.replace(/#.*$/, '') });
    expect(shown.statusCode).toBe(200);
    return shown.body;
  };
  const applicantGet = async <T>(path: string) => {
    const reply = await server.get(path, {}, applicantHeaders);
    expect(reply.statusCode, reply.body.message).toBe(200);
    return reply.body.data as T;
  };
  const moduleId = async (name: string) => {
    const row = await server.app.ctx.db.selectFrom('modules').innerJoin('projects', 'projects.id', 'modules.project_id').select('modules.id').where('projects.domain', '=', 'scu').where('modules.name', '=', name).executeTakeFirstOrThrow();
    return String(row.id);
  };

  it('lists every project with its applications, their state and stage, names escaped', async () => {
    await server.app.ctx.db.updateTable('users').set({ name: '<img src=x onerror=alert(1)>' }).where('email', '=', partialEmail('sc')).execute();
    const reply = await page('?lang=en');
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-security-policy']).toContain("script-src 'self'");
    expect(reply.headers['referrer-policy']).toBe('same-origin');
    const body = reply.body;
    expect(body).not.toContain('<script');
    expect(body).not.toContain('<img src=x');
    expect(body).toContain('&lt;img src=x onerror=alert(1)&gt;');
    for (const heading of ['(scu)', '(sc)', '(data)', '(qyj)']) expect(body).toContain(heading);
    const rowOf = (email: string) => textOf(new RegExp(`<tr><td><a [^>]*>${email.replace(/\./g, '\\.')}</a>.*?</tr>`, 's').exec(body)?.[0] ?? '');
    expect(rowOf(stageEmail('admitted', 'scu'))).toMatch(/Admitted Applicant submitted passed \d{4}-\d\d-\d\d \d\d:\d\d admission/);
    expect(rowOf(stageEmail('submitted', 'sc'))).toMatch(/Submitted Applicant submitted pending .* submitted/);
    expect(rowOf(partialEmail('scu'))).toContain('Partial Applicant draft pending');
  });

  it('offers every action for a chosen application, with the project modules as review columns', async () => {
    const body = (await page(`?lang=en&domain=scu&applicant=${encodeURIComponent(APPLICANT)}`)).body;
    expect(body).toContain('Actions for Submitted Applicant (submitted@scu.example.com, scu)');
    for (const action of ['review', 'supplement', 'retest', 'interview', 'interview-result', 'admit', 'payment', 'invoice']) {
      expect(body).toContain(`<input type="hidden" name="action" value="${action}">`);
    }
    expect(body).toContain(`<option value="${await moduleId('scu-basic-info')}">Basic information`);
    expect(body).toMatch(/<textarea id="supplement-fields"[^>]*>[^<]*&quot;field&quot;: &quot;proposal_title&quot;/);
    expect(body).toMatch(/<textarea id="retest-fields"[^>]*>[^<]*&quot;field&quot;: &quot;attendance&quot;/);
  });

  it('publishes a failed review with per-column reasons, which the applicant sees in their progress', async () => {
    const column = await moduleId('data-education-history');
    const shown = await act('review', { result: 'fail', reason: 'Missing transcript', column_0: column, column_status_0: 'failed', column_reason_0: 'Upload the transcript' });
    expect(textOf(shown)).toContain('Done: Review result published for submitted@scu.example.com.');
    const progress = await applicantGet<ProgressData>(PATHS.apply.progress);
    expect(progress).toMatchObject({ review_status: 'failed', review_reason: 'Missing transcript' });
    expect(progress.audit).toEqual([expect.objectContaining({ column, name: 'Education background', status: 'failed', reason: 'Upload the transcript' })]);
  });

  it('shows a refusal in words: no supplementary form before review passed', async () => {
    const shown = await act('supplement', { fields: JSON.stringify([{ id: 1, field: 'note', type: 1, title: 'Note' }]) });
    expect(textOf(shown)).toContain('Refused: Supplementary form for submitted@scu.example.com. The application of submitted@scu.example.com has not passed review');
    expect((await server.get(PATHS.apply.getSupplementaryFieldList, {}, applicantHeaders)).statusCode).not.toBe(200);
  });

  it('shows a refusal for an application that was never submitted', async () => {
    const shown = await act('review', { result: 'pass' }, partialEmail('scu'));
    expect(textOf(shown)).toContain('The application of partial@scu.example.com has not been submitted');
  });

  it('keeps the typed values and names the problem when the definitions are not JSON', async () => {
    const typed = '[{"id": 1, "field": "note", <oops>';
    const reply = await send({ action: 'supplement', domain: 'scu', applicant: APPLICANT, fields: typed, deadline: '2026-12-20T18:00' });
    expect(reply.statusCode).toBe(400);
    expect(textOf(reply.body)).toContain('“Field definitions (JSON)” is not valid JSON');
    expect(reply.body).toContain('[{&quot;id&quot;: 1, &quot;field&quot;: &quot;note&quot;, &lt;oops&gt;</textarea>');
    expect(reply.body).toContain('value="2026-12-20T18:00"');
  });

  it('keeps the typed values and names the missing time of an interview', async () => {
    const reply = await send({ action: 'interview', domain: 'scu', applicant: APPLICANT, place: 'Room <101>', notice: 'Bring your ID', confirm_by: '2026-12-01T12:00' });
    expect(reply.statusCode).toBe(400);
    expect(textOf(reply.body)).toContain('Please fill in “Interview time”.');
    expect(reply.body).toContain('value="Room &lt;101&gt;"');
    expect(reply.body).toContain('Bring your ID</textarea>');
    expect((await applicantGet<{ interview: unknown }>(PATHS.apply.getAdmissionInfo)).interview).toBeNull();
  });

  it('publishes each later step through its form, and the applicant reads each one', async () => {
    await act('review', { result: 'pass' });
    expect((await applicantGet<ProgressData>(PATHS.apply.progress)).review_status).toBe('passed');

    const definitions = JSON.stringify([{ id: 1, field: 'note', type: 1, title: 'Note', required: 1 }]);
    await act('supplement', { fields: definitions, deadline: '2026-12-20T18:00' });
    const supplementary = await applicantGet<{ fields: Array<{ field: string }> }>(PATHS.apply.getSupplementaryFieldList);
    expect(supplementary.fields.map((field) => field.field)).toEqual(['note']);

    await act('retest', { fields: definitions, item_title_0: 'Written test', item_time_0: '2026-12-05T09:00', item_place_0: 'Hall 2', item_title_1: 'Lab test', item_time_1: '2026-12-06T14:30', item_place_1: 'Lab 3' });
    const retest = await applicantGet<{ list: Array<{ id: string; title: string; time: number; place: string }> }>(PATHS.apply.getRetestInfo);
    expect(retest.list.map((item) => [item.title, item.place, item.time])).toEqual([
      ['Written test', 'Hall 2', Date.parse('2026-12-05T01:00:00Z') / 1000],
      ['Lab test', 'Lab 3', Date.parse('2026-12-06T06:30:00Z') / 1000],
    ]);

    await act('interview', { time: '2026-12-10T09:30', place: 'Room 101', notice: 'Bring your ID', confirm_by: '2026-12-08T18:00' });
    const invited = await applicantGet<{ interview: { time: number; place: string; notice: string; confirm_by: number } }>(PATHS.apply.getAdmissionInfo);
    expect(invited.interview).toMatchObject({ time: Date.parse('2026-12-10T01:30:00Z') / 1000, place: 'Room 101', notice: 'Bring your ID', confirm_by: Date.parse('2026-12-08T10:00:00Z') / 1000 });

    const resulted = await act('interview-result', { result: 'pass', protocol: 'Please confirm the terms.' });
    expect(textOf(resulted)).toContain('Done: Interview result published');
    const interviewRow = await server.app.ctx.db.selectFrom('applications').innerJoin('users', 'users.id', 'applications.user_id').select('applications.extra').where('users.email', '=', APPLICANT).executeTakeFirstOrThrow();
    expect(JSON.parse(interviewRow.extra ?? '{}').interview.result).toMatchObject({ result: 'passed' });

    const admitted = await act('admit', { result: 'admitted', title: '', content: '' });
    const admission = (await applicantGet<{ admission: { result: string; letter_url: string } }>(PATHS.apply.getAdmissionInfo)).admission;
    expect(admission.result).toBe('admitted');
    expect(admitted).toContain(`<a href="${admission.letter_url}">Open the admission letter</a>`);

    await act('payment', { plan: 'Tuition', type: 'Deposit', amount: '500', date: '2026-12-12', method: 'Bank transfer', status: 'Paid' });
    await act('invoice', { billing_id: 'INV-1', type: 'Electronic', amount: '500', charge_type: 'Tuition', title: 'Submitted Applicant', credit_code: '', date: '2026-12-13' });
    const payments = await applicantGet<{ payments: Array<Record<string, unknown>>; invoices: Array<Record<string, unknown>> }>(PATHS.org.paymentInfo);
    expect(payments.payments).toEqual([{ plan: 'Tuition', type: 'Deposit', amount: 500, date: Date.parse('2026-12-11T16:00:00Z') / 1000, method: 'Bank transfer', status: 'Paid' }]);
    expect(payments.invoices).toEqual([expect.objectContaining({ billing_id: 'INV-1', amount: 500, title: 'Submitted Applicant' })]);
  });

  it.each([
    ['another site as Origin', { origin: 'https://evil.example' }],
    ['no Origin nor Referer', {} as Record<string, string>],
    ['a cross-site fetch', { origin: ORIGIN, 'sec-fetch-site': 'cross-site' }],
    ['another site as Referer', { referer: 'https://evil.example/page' }],
  ])('refuses a POST with %s and changes nothing', async (_case, headers) => {
    const target = stageEmail('passed', 'sc');
    const reply = await send({ action: 'review', domain: 'sc', applicant: target, result: 'fail', reason: 'forged' }, headers);
    expect(reply.statusCode).toBe(403);
    const row = await server.app.ctx.db.selectFrom('applications').innerJoin('users', 'users.id', 'applications.user_id').select('applications.review_status').where('users.email', '=', target).executeTakeFirstOrThrow();
    expect(row.review_status).toBe('passed');
  });

  it('accepts a same-origin Referer when the browser sends no Origin', async () => {
    const reply = await send({ action: 'review', domain: 'sc', applicant: stageEmail('submitted', 'sc'), result: 'pass' }, { referer: `${ORIGIN}/dev/operator` });
    expect(reply.statusCode).toBe(303);
  });

  it('is translated like the outbox page', async () => {
    const body = (await page('?lang=tc')).body;
    expect(body).toContain('<html lang="zh-Hant">');
    expect(body).toContain('營運控制台');
  });
});

describe('the operator console in production', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ seed: false, env: { NODE_ENV: 'production' } });
  });
  afterAll(async () => server.close());

  it('does not exist', async () => {
    expect((await server.app.inject({ method: 'GET', url: '/dev/operator' })).statusCode).toBe(404);
    const post = await server.app.inject({ method: 'POST', url: '/dev/operator', payload: 'action=review', headers: { origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded' } });
    expect(post.statusCode).toBe(404);
  });
});
