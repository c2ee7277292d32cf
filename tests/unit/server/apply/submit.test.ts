import { beforeAll, describe, expect, it } from 'vitest';
import { PATHS } from '../../../../protocol';
import type { FiledData, IncompleteData, MenuData } from '../../../../protocol/apply';
import { useTestServer } from '../suiteServer';
import { applicantWithBatch, batchesOf, completeScu, insertAutograph, ownFixtureValues, save, scuModuleIds } from './helpers';

const SUBMITTED = 'You have submitted, can no longer modify';

describe('apply: submit, withdraw and reapply', () => {
  const server = useTestServer();
  let basic: number;
  beforeAll(async () => {
    [basic] = await scuModuleIds(server, 'scu-basic-info');
  });

  it('refuses without acknowledgement, without a signature and with another user’s signature', async () => {
    const user = await applicantWithBatch(server);
    await completeScu(server, user.headers);
    const noAck = await server.post(PATHS.apply.submit, { acknowledge: 0 }, user.headers);
    expect(noAck.body).toMatchObject({ status: 400, message: 'Please tick the acknowledgement before submitting' });
    expect((await server.post(PATHS.apply.submit, {}, user.headers)).body).toMatchObject({ status: 400, data: { field: 'acknowledge' } });
    const noSignature = await server.post(PATHS.apply.submit, { acknowledge: 1 }, user.headers);
    expect(noSignature.body).toMatchObject({ status: 400, message: 'Please add your electronic signature before submitting' });
    const other = await server.applicant('scu');
    const foreign = await insertAutograph(server, other.userId);
    const stolen = await server.post(PATHS.apply.submit, { acknowledge: 1, signature: foreign }, user.headers);
    expect(stolen.body).toMatchObject({ status: 400, message: 'Please add your electronic signature before submitting' });
  });

  it('refuses while required modules are incomplete and lists them', async () => {
    const user = await applicantWithBatch(server);
    const signature = await insertAutograph(server, user.userId);
    await save(server, user.headers, basic, await ownFixtureValues(server, user.headers, basic, 'scu-basic-info'), 0);
    const reply = await server.post(PATHS.apply.submit, { acknowledge: 1, signature }, user.headers);
    expect(reply.body).toMatchObject({ status: 400, message: 'Sending failed because fields are incomplete' });
    const modules = (reply.body.data as IncompleteData).modules;
    expect(modules.map((module) => module.name)).toEqual(['Education background', 'Statement and documents', 'Recommenders']);
    const sc = await server.post(PATHS.apply.submit, { acknowledge: 1, signature }, { ...user.headers, lang: 'sc' });
    expect(sc.body.message).toBe('信息填写不完整，提交失败');
  });

  it('re-validates stored values: a tampered store cannot pass', async () => {
    const user = await applicantWithBatch(server);
    await completeScu(server, user.headers);
    const signature = await insertAutograph(server, user.userId);
    const application = await server.app.ctx.db.selectFrom('applications').select('id').where('user_id', '=', user.userId).executeTakeFirstOrThrow();
    await server.app.ctx.db
      .updateTable('module_values')
      .set({ value: JSON.stringify({ name: '' }), state: 2 })
      .where('application_id', '=', application.id)
      .where('module_id', '=', basic)
      .execute();
    const reply = await server.post(PATHS.apply.submit, { acknowledge: 1, signature }, user.headers);
    expect(reply.body).toMatchObject({ status: 400 });
    const [module] = (reply.body.data as IncompleteData).modules;
    expect(module).toMatchObject({ menuid: basic, state: 2 });
    expect(module?.errors.length).toBeGreaterThan(0);
  });

  it('submits, then refuses every write with the submitted message', async () => {
    const user = await applicantWithBatch(server);
    await completeScu(server, user.headers);
    const signature = await insertAutograph(server, user.userId);
    const reply = await server.post(PATHS.apply.submit, { acknowledge: 1, signature }, user.headers);
    expect(reply.body).toMatchObject({ status: 200, data: { status: 'submitted', submitted_at: Math.floor(server.clock.now() / 1000) } });
    const row = await server.app.ctx.db.selectFrom('applications').selectAll().where('user_id', '=', user.userId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'submitted', submitted_at: server.clock.now(), acknowledged: 1 });
    expect(row.signature_file_id).not.toBeNull();

    const { open } = await batchesOf(server, 'scu');
    const values = await ownFixtureValues(server, user.headers, basic, 'scu-basic-info');
    const writes = [
      await save(server, user.headers, basic, values, 1),
      await server.post(PATHS.apply.batch, { batch_id: open.id, track_id: open.tracks[1] as number }, user.headers),
      await server.post(PATHS.apply.submit, { acknowledge: 1, signature }, user.headers),
      await server.post(PATHS.apply.reapply, {}, user.headers),
    ];
    for (const write of writes) expect(write.body).toMatchObject({ status: 403, message: SUBMITTED });
    const sc = await save(server, user.headers, basic, values, 1, 'sc');
    expect(sc.body.message).toBe('您已提交，不能再修改');
    const menu = (await server.get(PATHS.apply.menu, {}, user.headers)).body.data as MenuData;
    expect(menu).toMatchObject({ status: 'submitted', application_state: 2 });
    const filed = (await server.get(PATHS.apply.filed, { menu_id: basic }, user.headers)).body.data as FiledData;
    expect(filed.writeState).toBe(1);
  });

  it('submits with a signature already attached to the application', async () => {
    const user = await applicantWithBatch(server);
    await completeScu(server, user.headers);
    const uid = await insertAutograph(server, user.userId);
    const file = await server.app.ctx.db.selectFrom('files').select('id').where('uid', '=', uid).executeTakeFirstOrThrow();
    await server.app.ctx.db.updateTable('applications').set({ signature_file_id: file.id }).where('user_id', '=', user.userId).execute();
    const confirm = await server.get(PATHS.batch.confirmContent, {}, user.headers);
    expect(confirm.body.data).toMatchObject({ require_acknowledge: 1, require_signature: 1, signature: { present: true, uid } });
    expect((confirm.body.data as { content: string }).content).toContain('Sichuan University');
    const reply = await server.post(PATHS.apply.submit, { acknowledge: 1 }, user.headers);
    expect(reply.body).toMatchObject({ status: 200, data: { status: 'submitted' } });
  });

  it('withdraws a submission back to editable, and refuses to withdraw what is not submitted', async () => {
    const user = await applicantWithBatch(server);
    const early = await server.post(PATHS.apply.revokeApply, {}, user.headers);
    expect(early.body).toMatchObject({ status: 400, message: 'The application has not been submitted, so it cannot be withdrawn' });
    await completeScu(server, user.headers);
    const signature = await insertAutograph(server, user.userId);
    await server.post(PATHS.apply.submit, { acknowledge: 1, signature }, user.headers);
    const revoked = await server.post(PATHS.apply.revokeApply, {}, user.headers);
    expect(revoked.body).toMatchObject({ status: 200, data: { status: 'withdrawn', submitted_at: null } });
    const menu = (await server.get(PATHS.apply.menu, {}, user.headers)).body.data as MenuData;
    expect(menu).toMatchObject({ status: 'withdrawn', batch_state: 2, application_state: 1 });
    expect(menu.list.find((item) => item.menuid === basic)?.state).toBe(2);
    const edit = await save(server, user.headers, basic, await ownFixtureValues(server, user.headers, basic, 'scu-basic-info', 'valid', 1), 1);
    expect(edit.body).toMatchObject({ status: 200, data: { state: 2, version: 2 } });
    const again = await server.post(PATHS.apply.submit, { acknowledge: 1, signature }, user.headers);
    expect(again.body).toMatchObject({ status: 200, data: { status: 'submitted' } });
    await server.app.ctx.db.updateTable('applications').set({ review_status: 'passed' }).where('user_id', '=', user.userId).execute();
    const reviewed = await server.post(PATHS.apply.revokeApply, {}, user.headers);
    expect(reviewed.body).toMatchObject({ status: 400, message: 'The application has already been reviewed and can no longer be withdrawn' });
  });

  it('reapplies: batch and module states cleared, values kept, versions bumped', async () => {
    const none = await server.applicant('scu');
    expect((await server.post(PATHS.apply.reapply, {}, none.headers)).statusCode).toBe(404);
    const user = await applicantWithBatch(server);
    const values = await ownFixtureValues(server, user.headers, basic, 'scu-basic-info');
    await save(server, user.headers, basic, values, 0);
    const reply = await server.post(PATHS.apply.reapply, {}, user.headers);
    expect(reply.body).toMatchObject({ status: 200, data: { status: 'draft' } });
    const menu = (await server.get(PATHS.apply.menu, {}, user.headers)).body.data as MenuData;
    expect(menu).toMatchObject({ batch_state: 0, status: 'draft' });
    expect(menu.list.every((item) => item.state === 0)).toBe(true);
    const filed = (await server.get(PATHS.apply.filed, { menu_id: basic }, user.headers)).body.data as FiledData;
    expect(filed).toMatchObject({ state: 0, version: 2, values: { name: '王晓明' } });
    expect((await save(server, user.headers, basic, values, 2)).body.message).toBe('Please choose application type');
    const twice = await server.post(PATHS.apply.reapply, {}, user.headers);
    expect(twice.body).toMatchObject({ status: 400, message: 'Your application is already a fresh draft' });
  });

  it('refuses to submit after the window closed', async () => {
    const user = await applicantWithBatch(server);
    await completeScu(server, user.headers);
    const signature = await insertAutograph(server, user.userId);
    const application = await server.app.ctx.db.selectFrom('applications').select('track_id').where('user_id', '=', user.userId).executeTakeFirstOrThrow();
    await server.app.ctx.db.updateTable('batches').set({ end_time: server.clock.now() - 1000 }).where('id', '=', application.track_id as number).execute();
    const reply = await server.post(PATHS.apply.submit, { acknowledge: 1, signature }, user.headers);
    expect(reply.body).toMatchObject({ status: 400, message: 'Applications for this batch have closed' });
  });
});
