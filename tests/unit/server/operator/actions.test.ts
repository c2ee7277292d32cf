import { describe, expect, it } from 'vitest';
import type { SupplementaryData } from '../../../../protocol/supplementary';
import { PATHS } from '../../../../protocol';
import type { ProgressData } from '../../../../protocol/apply';
import { OperatorRefusal, performAction, type OperatorAction } from '../../../../server/services/operator';
import { useTestServer } from '../suiteServer';
import { moduleId } from '../apply/helpers';
import { definitions, newestMessage, newestOutbox, submittedApplicant, START_TIMEOUT } from './helpers';

const DAY = 24 * 3600 * 1000;

describe('operator actions: each step seen by the applicant, with a message and an e-mail in their language', () => {
  const server = useTestServer({}, START_TIMEOUT);

  const act = (applicant: string, action: OperatorAction, domain = 'scu') => performAction(server.app.ctx, { domain, applicant }, action);
  const refusalOf = async (promise: Promise<unknown>) => {
    const error = await promise.then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(OperatorRefusal);
    return error as OperatorRefusal;
  };

  it('publishes a failed review with reasons per column to the progress screen, the message centre and an e-mail in Traditional Chinese', async () => {
    const ada = await submittedApplicant(server, 'tc');
    const outcome = await act(`  ${ada.email.toUpperCase()} `, {
      kind: 'review',
      result: 'fail',
      reason: 'Transcript missing',
      columns: [
        { column: 'scu-basic-info', status: 'failed', reason: 'Photo unclear' },
        { column: 'materials', status: 'passed', reason: '' },
      ],
    });
    expect(outcome).toMatchObject({ ok: true, action: 'review', domain: 'scu', applicant: ada.email, details: { review_status: 'failed', review_reason: 'Transcript missing' } });

    const progress = (await server.get(PATHS.apply.progress, {}, ada.headers)).body.data as ProgressData;
    expect(progress).toMatchObject({ review_status: 'failed', review_reason: 'Transcript missing' });
    const basic = String(await moduleId(server, 'scu', 'scu-basic-info'));
    expect(progress.audit).toEqual(
      expect.arrayContaining([
        { column: basic, name: 'Basic information', status: 'failed', status_text: 'Failed', reason: 'Photo unclear' },
        { column: 'materials', name: 'materials', status: 'passed', status_text: 'Passed', reason: '' },
      ]),
    );

    const message = await newestMessage(server, ada.headers, 'en');
    expect(message.id).toBe(outcome.message_id);
    expect(message.title).toMatch(/^Review result of your application to /);
    expect(message.body).toContain('did not pass review. Reason: Transcript missing');
    expect(message.body).toContain('Basic information: failed (Photo unclear)');
    expect((await newestMessage(server, ada.headers, 'sc')).title).toMatch(/申请审核结果$/);

    const mail = await newestOutbox(server, ada.email);
    expect(mail).toMatchObject({ id: outcome.outbox_id, channel: 'email' });
    expect(mail.subject).toMatch(/申請審核結果$/);
    expect(mail.body).toContain('尊敬的Ada');
    expect(mail.body).toContain('原因：Transcript missing');
    expect(mail.body).toContain('基本信息：未通過（Photo unclear）');
    expect(mail.body).toContain('materials：通過');
  });

  it('requests supplementary materials only after review passed, with the deadline in the e-mail in English', async () => {
    const ada = await submittedApplicant(server, 'en');
    const fields = definitions('supplementary');
    const early = await refusalOf(act(ada.email, { kind: 'supplement', fields }));
    expect(early.reason).toBe('server.operator.notPassed');
    expect((await server.get(PATHS.apply.getSupplementaryMaterial, {}, ada.headers)).statusCode).toBe(403);

    await act(ada.email, { kind: 'review', result: 'pass' });
    expect(((await server.get(PATHS.apply.progress, {}, ada.headers)).body.data as ProgressData).review_status).toBe('passed');
    const deadline = Date.parse('2026-12-15T18:00:00+08:00');
    const outcome = await act(ada.email, { kind: 'supplement', fields, deadline });
    expect(outcome.details).toEqual({ deadline: '2026-12-15T10:00:00.000Z', fields: 3 });

    const material = (await server.get(PATHS.apply.getSupplementaryMaterial, {}, ada.headers)).body.data;
    expect(material).toMatchObject({ fields, values: {}, submitted_at: null, deadline: deadline / 1000 });
    const mail = await newestOutbox(server, ada.email);
    expect(mail.subject).toMatch(/^Supplementary materials for /);
    expect(mail.body).toContain('Dear Ada');
    expect(mail.body).toContain('Please submit them by 15 Dec 2026, 18:00 (China Standard Time).');
    expect((await newestMessage(server, ada.headers)).body).toContain('has passed review');
  });

  it('publishing the supplementary form again keeps the saved draft and makes an open tab reload before saving', async () => {
    const ada = await submittedApplicant(server, 'en');
    const fields = definitions('supplementary');
    await act(ada.email, { kind: 'review', result: 'pass' });
    await act(ada.email, { kind: 'supplement', fields });
    const key = String((fields[0] as { field?: string }).field);
    const saved = await server.post(PATHS.apply.saveSupplementary, { value: JSON.stringify({ [key]: 'First answer' }), version: 0 }, ada.headers);
    expect(saved.statusCode).toBe(200);

    await act(ada.email, { kind: 'supplement', fields, deadline: Date.parse('2026-12-20T18:00:00+08:00') });
    const material = (await server.get(PATHS.apply.getSupplementaryMaterial, {}, ada.headers)).body.data as SupplementaryData;
    expect(material).toMatchObject({ values: { [key]: 'First answer' }, state: 1, version: 2 });
    expect(material.saved_at).not.toBeNull();
    const stale = await server.post(PATHS.apply.saveSupplementary, { value: JSON.stringify({ [key]: 'From the old tab' }), version: 1 }, ada.headers);
    expect(stale.statusCode).toBe(409);
  });

  it('refuses an unsubmitted application, an unknown domain or applicant and unusable field definitions, changing nothing', async () => {
    const draft = await submittedApplicant(server, 'en', false);
    const before = await server.app.ctx.db.selectFrom('outbox').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
    expect((await refusalOf(act(draft.email, { kind: 'review', result: 'pass' }))).reason).toBe('server.operator.notSubmitted');
    expect((await refusalOf(act(draft.email, { kind: 'admit', result: 'admitted' }))).reason).toBe('server.operator.notSubmitted');
    expect((await refusalOf(act(draft.email, { kind: 'review', result: 'pass' }, 'nowhere'))).reason).toBe('server.operator.unknownDomain');
    expect((await refusalOf(act('nobody@example.com', { kind: 'review', result: 'pass' }))).reason).toBe('server.operator.unknownApplicant');
    expect((await refusalOf(act('not an address', { kind: 'review', result: 'pass' }))).reason).toBe('server.operator.badApplicant');

    const ada = await submittedApplicant(server, 'en');
    await act(ada.email, { kind: 'review', result: 'pass' });
    const repeated = [
      { id: 1, field: 'a', type: 1, name: 'A' },
      { id: 1, field: 'b', type: 1, name: 'B' },
    ];
    const bad = await refusalOf(act(ada.email, { kind: 'supplement', fields: repeated }));
    expect(bad).toMatchObject({ reason: 'server.operator.badFields', params: { detail: 'fields[1].id: id "1" repeats' } });
    expect((await refusalOf(act(ada.email, { kind: 'retest', fields: [], items: [{ title: 'Oral', time: 0, place: 'A' }] }))).reason).toBe('server.operator.noFields');
    expect((await server.get(PATHS.apply.getSupplementaryMaterial, {}, ada.headers)).body.data).toMatchObject({ fields: [] });
    const after = await server.app.ctx.db.selectFrom('outbox').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
    expect(Number(after.count)).toBe(Number(before.count) + 1);
  });

  it('arranges a re-examination whose items carry ids r1, r2 and whose form saves partly', async () => {
    const ada = await submittedApplicant(server, 'sc');
    const time = Date.parse('2026-12-03T09:00:00+08:00');
    const withUpload = await refusalOf(act(ada.email, { kind: 'retest', fields: definitions('supplementary'), items: [{ title: 'Written test', time, place: 'Room 101' }] }));
    expect(withUpload).toMatchObject({ reason: 'server.operator.retestFiles', params: { field: 'declaration' } });
    expect(((await server.get(PATHS.apply.getRetestInfo, {}, ada.headers)).body.data as { list: unknown[] }).list).toEqual([]);
    await act(ada.email, {
      kind: 'retest',
      fields: definitions('retest'),
      items: [
        { title: 'Written test', time, place: 'Room 101' },
        { title: 'Lab test', time: time + DAY, place: 'Lab 2' },
      ],
    });
    const info = (await server.get(PATHS.apply.getRetestInfo, {}, ada.headers)).body.data as { list: Array<{ id: string; title: string; time: number; place: string }>; editable: boolean };
    expect(info.list).toEqual([
      expect.objectContaining({ id: 'r1', title: 'Written test', time: time / 1000, place: 'Room 101' }),
      expect.objectContaining({ id: 'r2', title: 'Lab test', time: (time + DAY) / 1000, place: 'Lab 2' }),
    ]);
    expect(info.editable).toBe(true);
    const saved = await server.post(PATHS.apply.saveRetestInfo, { value: JSON.stringify({ special_needs: 'none' }) }, ada.headers);
    expect(saved.body.data).toMatchObject({ state: 1 });
    const mail = await newestOutbox(server, ada.email);
    expect(mail.subject).toMatch(/复试安排$/);
    expect(mail.body).toContain('Written test：2026年12月3日 09:00 (北京时间)，Room 101');
  });

  it('invites to an interview, refuses a result before it, then publishes the result the applicant confirms', async () => {
    const ada = await submittedApplicant(server, 'en');
    expect((await refusalOf(act(ada.email, { kind: 'interview-result', result: 'pass', protocol: 'Terms' }))).reason).toBe('server.operator.noInterview');

    const time = Date.parse('2026-12-05T14:30:00+08:00');
    const confirmBy = Date.parse('2026-12-01T23:59:00+08:00');
    await act(ada.email, { kind: 'interview', time, place: 'Building 3, Room 201', notice: 'Bring your ID card.', confirmBy });
    const info = (await server.get(PATHS.apply.getAdmissionInfo, {}, ada.headers)).body.data;
    expect(info).toMatchObject({ admission: null, interview: { time: time / 1000, place: 'Building 3, Room 201', notice: 'Bring your ID card.', confirm_by: confirmBy / 1000 } });
    const invitation = await newestOutbox(server, ada.email);
    expect(invitation.body).toContain('on 5 Dec 2026, 14:30 (China Standard Time) at Building 3, Room 201.');
    expect(invitation.body).toContain('Bring your ID card.');
    expect(invitation.body).toContain('by 1 Dec 2026, 23:59 (China Standard Time).');
    expect((await server.post(PATHS.apply.applicantConfirmationFlow, { type: 'interview', confirm: 1 }, ada.headers)).statusCode).toBe(200);

    const outcome = await act(ada.email, { kind: 'interview-result', result: 'pass', protocol: 'I accept the training agreement.' });
    expect(outcome.details).toMatchObject({ result: 'passed' });
    expect((await newestOutbox(server, ada.email)).body).toContain('You have passed the interview for');
    const confirmed = await server.post(PATHS.apply.applicantConfirmationFlow, { type: 'interview_result', confirm: 1 }, ada.headers);
    expect(confirmed.statusCode).toBe(200);
  });

  it('admits with a letter link that keeps its token when re-admitted, the texts defaulting to the reader language', async () => {
    const ada = await submittedApplicant(server, 'en');
    const first = await act(ada.email, { kind: 'admit', result: 'waitlisted' });
    const row = await server.app.ctx.db.selectFrom('applications').select('letter_token').where('user_id', '=', ada.userId).executeTakeFirstOrThrow();
    expect(row.letter_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const url = `${server.config.publicUrl}/scu/apply/#/letter/admissionLetter?token=${row.letter_token}`;
    expect(first.details).toEqual({ result: 'waitlisted', letter_url: url });
    expect(await newestOutbox(server, ada.email)).toMatchObject({ link: url, subject: expect.stringMatching(/^Admission result from /) });

    const second = await act(ada.email, { kind: 'admit', result: 'admitted' });
    expect(second.details).toMatchObject({ letter_url: url });
    const en = (await server.get(PATHS.apply.getAdmissionInfo, {}, ada.headers)).body.data as { admission: Record<string, unknown> };
    expect(en.admission).toMatchObject({ result: 'admitted', title: 'Admission letter', letter_url: url });
    expect(en.admission.content).toMatch(/^Congratulations: you have been admitted to /);
    const sc = (await server.get(PATHS.apply.getAdmissionInfo, {}, { ...ada.headers, lang: 'sc' })).body.data as { admission: Record<string, unknown> };
    expect(sc.admission).toMatchObject({ title: '录取通知书' });
    expect(((await server.get(PATHS.apply.progress, {}, ada.headers)).body.data as ProgressData).step).toBe('completed');
    expect((await newestMessage(server, ada.headers)).body).toContain(`href="${url}"`);

    await act(ada.email, { kind: 'admit', result: 'admitted', title: 'Offer', content: 'Welcome aboard.' });
    expect((await server.get(PATHS.apply.getAdmissionInfo, {}, { ...ada.headers, lang: 'sc' })).body.data).toMatchObject({ admission: { title: 'Offer', content: 'Welcome aboard.' } });
  });

  it('appends payment and invoice records and tells a phone-only applicant by SMS', async () => {
    const ada = await submittedApplicant(server, null);
    const mobile = '+8613912345678';
    await server.app.ctx.db.updateTable('users').set({ email: null, mobile, phone_code: '+86' }).where('id', '=', ada.userId).execute();
    const date = Date.parse('2026-11-20T00:00:00Z');
    await act('139 1234 5678', { kind: 'payment', record: { plan: 'Tuition 2027', type: 'tuition', amount: 5000, date, method: 'bank transfer', status: 'paid' } });
    await act(mobile, { kind: 'payment', record: { plan: 'Housing', type: 'housing', amount: 1200.5, date, method: 'card', status: 'pending' } });
    await act(mobile, { kind: 'invoice', record: { billing_id: 'INV-1', type: 'electronic', amount: 5000, charge_type: 'tuition', title: 'Ada', credit_code: '91110000', date } });
    const info = (await server.get(PATHS.org.paymentInfo, {}, ada.headers)).body.data as { payments: Array<{ plan: string; date: number }>; invoices: Array<{ billing_id: string }> };
    expect(info.payments.map((payment) => payment.plan)).toEqual(['Tuition 2027', 'Housing']);
    expect(info.payments[0]?.date).toBe(date / 1000);
    expect(info.invoices).toEqual([expect.objectContaining({ billing_id: 'INV-1', amount: 5000 })]);
    const sms = await newestOutbox(server, mobile);
    expect(sms.channel).toBe('sms');
    expect(sms.body).toContain('发票 INV-1');
  });
});
