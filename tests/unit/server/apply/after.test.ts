import { describe, expect, it } from 'vitest';
import { PATHS } from '../../../../protocol';
import type { ApplicationExtra, HomeData, MenuData, PreviewData, ProgressData, ProgressV2Data } from '../../../../protocol/apply';
import { useTestServer } from '../suiteServer';
import { applicantWithBatch, moduleId, ownFixtureValues, save, setAfterSubmission, submitCompleteApplication } from './helpers';

const FORM = [{ id: 1, field: 'answer', type: 1, required: 1, name: { sc: '回答', tc: '回答', en: 'Answer' } }];

describe('apply: progress, preview, export and operator data', () => {
  const server = useTestServer();

  const setExtra = (userId: number, extra: ApplicationExtra, review?: { status: string; reason?: string }) => setAfterSubmission(server, userId, extra, review);
  const submitted = () => submitCompleteApplication(server);

  it('refuses supplementary materials until the application passed review', async () => {
    const user = await submitted();
    await setExtra(user.userId, { supplementary: { fields: FORM } });
    const message = 'Supplementary materials cannot be submitted because the application has not passed review';
    for (const path of [PATHS.apply.getSupplementaryMaterial, PATHS.apply.getSupplementaryFieldList]) {
      expect((await server.get(path, {}, user.headers)).body).toMatchObject({ status: 403, message });
    }
    expect((await server.post(PATHS.apply.overallSubmission, { value: '{"answer":"x"}' }, user.headers)).body).toMatchObject({ status: 403, message });

    await setExtra(user.userId, { supplementary: { fields: FORM } }, { status: 'passed' });
    expect((await server.get(PATHS.apply.getSupplementaryFieldList, {}, user.headers)).body.data).toEqual({ fields: FORM });
    const progress = (await server.get(PATHS.apply.progress, {}, user.headers)).body.data as ProgressData;
    expect(progress).toMatchObject({ step: 'supplementary', step_text: 'Supplementary materials', review_status: 'passed' });
    const empty = await server.post(PATHS.apply.overallSubmission, { value: '{}' }, user.headers);
    expect(empty.body).toMatchObject({ status: 400, message: 'Sending failed because fields are incomplete' });
    const done = await server.post(PATHS.apply.overallSubmission, { value: '{"answer":"ok","extra":1}' }, user.headers);
    expect(done.body).toMatchObject({ status: 200 });
    const material = (await server.get(PATHS.apply.getSupplementaryMaterial, {}, user.headers)).body.data;
    expect(material).toMatchObject({ values: { answer: 'ok' }, submitted_at: Math.floor(server.clock.now() / 1000) });
    expect((await server.post(PATHS.apply.overallSubmission, { value: '{"answer":"again"}' }, user.headers)).statusCode).toBe(403);
  });

  it('shows progress with a timeline and audit results per column', async () => {
    const fresh = await server.applicant('scu');
    expect(((await server.get(PATHS.apply.progress, {}, fresh.headers)).body.data as ProgressData).step).toBe('not_submitted');
    const drafting = await applicantWithBatch(server);
    expect(((await server.get(PATHS.apply.progress, {}, drafting.headers)).body.data as ProgressData).step).toBe('in_progress');

    const user = await submitted();
    const basic = await moduleId(server, 'scu', 'scu-basic-info');
    await setExtra(user.userId, { audit: { [String(basic)]: { status: 'failed', reason: 'Photo unclear' }, materials: { status: 'passed' } }, interview: { time: server.clock.now() + 86400000, place: { en: 'Room 101' } } });
    const v1 = (await server.get(PATHS.apply.progress, {}, user.headers)).body.data as ProgressData;
    expect(v1).toMatchObject({ step: 'interview_confirmation', status: 'submitted', batch_name: expect.stringMatching(/^Autumn.* · Academic master$/) });
    expect(v1.audit).toEqual(
      expect.arrayContaining([
        { column: String(basic), name: 'Basic information', status: 'failed', status_text: 'Failed', reason: 'Photo unclear' },
        { column: 'materials', name: 'materials', status: 'passed', status_text: 'Passed', reason: '' },
      ]),
    );
    const v2 = (await server.get(PATHS.apply.progressV2, {}, { ...user.headers, lang: 'sc' })).body.data as ProgressV2Data;
    expect(v2.timeline.map((step) => [step.step, step.state])).toEqual([
      ['not_submitted', 'done'],
      ['in_progress', 'done'],
      ['submitted', 'done'],
      ['review', 'todo'],
      ['interview', 'current'],
      ['completed', 'todo'],
    ]);
    expect(v2.timeline[2]?.title).toBe('已提交');

    const confirm = await server.post(PATHS.apply.applicantConfirmationFlow, { type: 'interview', confirm: 1 }, user.headers);
    expect(confirm.body).toMatchObject({ status: 200, data: { type: 'interview', confirm: 1 } });
    expect((await server.post(PATHS.apply.applicantConfirmationFlow, { type: 'interview', confirm: 0 }, user.headers)).body).toMatchObject({ status: 400, message: 'You have already answered this' });
    expect((await server.post(PATHS.apply.applicantConfirmationFlow, { type: 'admission', confirm: 1 }, user.headers)).body).toMatchObject({ status: 400, message: 'There is nothing to confirm' });
    expect((await server.post(PATHS.apply.applicantConfirmationFlow, { type: 'party', confirm: 1 }, user.headers)).body).toMatchObject({ status: 400, data: { field: 'type' } });
    expect(((await server.get(PATHS.apply.progress, {}, user.headers)).body.data as ProgressData).step).toBe('submitted');
  });

  it('answers admission, retest, tables and payments empty but well formed until an operator sets them', async () => {
    const user = await submitted();
    expect((await server.get(PATHS.apply.getAdmissionInfo, {}, user.headers)).body.data).toEqual({ admission: null, interview: null, confirmations: {} });
    expect((await server.get(PATHS.apply.getRetestInfo, {}, user.headers)).body.data).toMatchObject({ list: [], fields: [], values: {}, editable: false });
    expect((await server.get(PATHS.batch.getRetestList, {}, user.headers)).body.data).toEqual({ list: [] });
    expect((await server.get(PATHS.batch.tableInfo, {}, user.headers)).body.data).toEqual({ list: [] });
    expect((await server.get(PATHS.apply.getSpecialTable, {}, user.headers)).body.data).toEqual({ list: [] });
    expect((await server.get(PATHS.org.paymentInfo, {}, user.headers)).body.data).toEqual({ payments: [], invoices: [] });
    expect((await server.post(PATHS.apply.saveRetestInfo, { value: '{}' }, user.headers)).body).toMatchObject({ status: 400, message: 'No re-examination has been arranged for you' });

    const time = Date.parse('2027-03-01T09:00:00Z');
    const table = { name: '{"en":"Scores"}', user_ancillary_info: { table_title_list: ['Subject'], table_value_list: [['Maths']], table_value_width: [120] } };
    await setExtra(user.userId, {
      admission: { result: 'admitted', title: { en: 'Offer', sc: '录取' }, published_at: time },
      retest: { list: [{ id: 'r1', title: { en: 'Interview' }, time, place: { en: 'Hall A' } }], fields: FORM },
      special_table: [table],
      payments: [{ plan: 'Tuition', type: 'fee', amount: 100, date: time, method: 'card', status: 'paid' }],
    });
    expect((await server.get(PATHS.apply.getAdmissionInfo, {}, user.headers)).body.data).toMatchObject({ admission: { result: 'admitted', title: 'Offer', published_at: time / 1000 } });
    expect((await server.get(PATHS.batch.getRetestList, {}, user.headers)).body.data).toEqual({ list: [{ id: 'r1', title: 'Interview', time: time / 1000, place: 'Hall A', notice: '' }] });
    expect((await server.get(PATHS.apply.getSpecialTable, {}, user.headers)).body.data).toEqual({ list: [table] });
    expect((await server.get(PATHS.org.paymentInfo, {}, user.headers)).body.data).toMatchObject({ payments: [{ plan: 'Tuition', date: time / 1000 }] });
    const partial = await server.post(PATHS.apply.saveRetestInfo, { value: '{}' }, user.headers);
    expect(partial.body).toMatchObject({ status: 200, data: { state: 1, errors: [{ field: 'answer', keyword: 'required' }] } });
    await server.post(PATHS.apply.saveRetestInfo, { value: '{"answer":"yes"}' }, user.headers);
    expect((await server.get(PATHS.apply.getRetestInfo, {}, user.headers)).body.data).toMatchObject({ values: { answer: 'yes' }, editable: true });
    expect((await server.post(PATHS.apply.saveRetestInfo, { value: 'nope' }, user.headers)).body).toMatchObject({ status: 400, data: { field: 'value' } });
  });

  it('opens the tech-review item once the operator sets the materials review result to 1', async () => {
    const user = await submitted();
    expect(((await server.get(PATHS.apply.menu, {}, user.headers)).body.data as MenuData).stuff_result).toBe(0);
    await setExtra(user.userId, { stuff_result: 1 });
    expect(((await server.get(PATHS.apply.menu, {}, user.headers)).body.data as MenuData).stuff_result).toBe(1);
    await setExtra(user.userId, { stuff_result: 'yes' as never });
    expect(((await server.get(PATHS.apply.menu, {}, user.headers)).body.data as MenuData).stuff_result).toBe(0);
  });

  it('previews every module except the letter, with show flags', async () => {
    const user = await applicantWithBatch(server);
    const basic = await moduleId(server, 'scu', 'scu-basic-info');
    await save(server, user.headers, basic, await ownFixtureValues(server, user.headers, basic, 'scu-basic-info'), 0);
    const preview = (await server.get(PATHS.apply.newPreview, {}, user.headers)).body.data as PreviewData;
    expect(preview.modules.map((module) => module.menu.referee)).toEqual([0, 0, 0, 0, 1]);
    expect(preview.modules[0]).toMatchObject({ menu: { menuid: basic, state: 2 }, values: { name: '王晓明' } });
    expect(preview.modules[0]?.fields.length).toBeGreaterThan(10);
    expect(preview).toMatchObject({ showReferee: true, showRecommendation: true, status: 'draft' });
  });

  it('shows home records and exports only the user’s own application as an attachment', async () => {
    const user = await submitted();
    const application = await server.app.ctx.db.selectFrom('applications').select('id').where('user_id', '=', user.userId).executeTakeFirstOrThrow();
    const letter = await moduleId(server, 'scu', 'sc-recommendation-letter');
    await server.app.ctx.db
      .insertInto('recommendations')
      .values({ application_id: application.id, module_id: letter, row_number: 1, name: 'Prof. Li', email: 'li@example.edu', token_hash: null, send_state: 1, write_state: 1, letter_state: 2, value: '{"letter":"SECRET LETTER"}', version: 1, sent_at: null, reminded_at: null, submitted_at: null, created_at: server.clock.now() })
      .execute();
    const home = (await server.get(PATHS.apply.home, {}, user.headers)).body.data as HomeData;
    expect(home.batches.list).toHaveLength(3);
    expect(home.applications).toEqual([expect.objectContaining({ batch_name: expect.stringMatching(/^Autumn/), track_name: 'Academic master', status: 'submitted', status_text: 'Submitted' })]);
    expect(home.recommendations).toContainEqual({ name: 'Prof. Li', email: 'li@example.edu', send_state: 1, write_state: 1, letter_state: 2 });
    expect(JSON.stringify(home)).not.toContain('SECRET LETTER');

    const reply = await server.post(PATHS.apply.export, {}, user.headers);
    expect(reply.statusCode).toBe(200);
    expect(reply.raw.headers['content-disposition']).toMatch(/^attachment; filename="application-/);
    expect(reply.raw.body).not.toContain('SECRET LETTER');
    expect(reply.body.data).toMatchObject({ application: { status: 'submitted' }, modules: expect.any(Array) });
    const other = await server.applicant('scu');
    const otherExport = await server.post(PATHS.apply.export, {}, other.headers);
    expect(otherExport.raw.body).not.toContain('王晓明');
    expect((await server.post(PATHS.apply.export, {})).statusCode).toBe(401);
  });

  it('answers the org calls and the register fields', async () => {
    const projectId = await server.projectId('sc');
    const setting = await server.get(PATHS.org.settingInfo, { project_id: projectId });
    expect(setting.body.data).toMatchObject({ project_id: projectId, domain: 'sc', config: { layout: { name: 'schwarzman' } } });
    const batches = await server.get(PATHS.org.projectBatch, { domain: 'sc' });
    expect(batches.body.data).toMatchObject({ list: expect.any(Array), apply_list: expect.any(Array) });
    const register = await server.get(PATHS.apply.getRegisterField, { project_id: projectId });
    expect(register.body.data).toMatchObject({ project_id: projectId, modes: ['email', 'mobile'] });
    expect((await server.get(PATHS.org.paymentInfo)).statusCode).toBe(401);
  });
});
