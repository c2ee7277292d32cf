import { describe, expect, it } from 'vitest';
import { PATHS } from '../../../../protocol';
import type { AppliedData, BatchInfoData } from '../../../../protocol/apply';
import { useTestServer } from '../suiteServer';
import { batchesOf } from './helpers';

describe('apply: batches and choosing one', () => {
  const server = useTestServer();

  it('lists the batches with tracks and only the open ones in apply_list, times in unix seconds', async () => {
    const projectId = await server.projectId('scu');
    const reply = await server.get(PATHS.batch.info, { project_id: projectId, org_id: 1001 });
    expect(reply.statusCode).toBe(200);
    const data = reply.body.data as BatchInfoData;
    expect(data.list).toHaveLength(3);
    expect(data.list.map((batch) => batch.window)).toEqual(['open', 'closed', 'not_started']);
    expect(data.list[0]?.tracks).toHaveLength(2);
    expect(data.list[0]?.title).toMatchObject({ en: expect.stringMatching(/^Autumn/), sc: expect.any(String) });
    expect(data.list[0]?.name).toMatch(/^Autumn/);
    expect(data.apply_list.map((batch) => batch.id)).toEqual([data.list[0]?.id]);
    const now = Math.floor(server.clock.now() / 1000);
    expect(data.apply_list[0]?.start_time).toBeLessThan(now);
    expect(data.apply_list[0]?.end_time).toBeGreaterThan(now);
    expect(String(data.apply_list[0]?.end_time)).toHaveLength(10);
  });

  it('answers batch.info for the signed-in user without ids and 404 for an unknown project', async () => {
    const user = await server.applicant('data');
    const own = await server.get(PATHS.batch.info, {}, user.headers);
    expect((own.body.data as BatchInfoData).list).toHaveLength(3);
    const missing = await server.get(PATHS.batch.info, { project_id: 999999 });
    expect(missing.statusCode).toBe(404);
    const anonymous = await server.get(PATHS.batch.info);
    expect(anonymous.statusCode).toBe(400);
  });

  it('chooses an open batch and track, creating the application, and reports it in batch.applied', async () => {
    const user = await server.applicant('scu');
    const { open } = await batchesOf(server, 'scu');
    const before = await server.get(PATHS.batch.applied, {}, user.headers);
    expect(before.body.data).toMatchObject({ batch: null, batch_state: 0, status: 'none' });
    const reply = await server.post(PATHS.apply.batch, { batch_id: open.id, track_id: open.tracks[1] as number }, user.headers);
    expect(reply.body).toMatchObject({ status: 200, data: { status: 'draft' } });
    const applied = (await server.get(PATHS.batch.applied, {}, user.headers)).body.data as AppliedData;
    expect(applied).toMatchObject({ batch_state: 2, status: 'draft', batch: { id: open.id }, track: { id: open.tracks[1] } });
    const again = await server.post(PATHS.apply.batch, { batch_id: open.id, track_id: open.tracks[0] as number }, user.headers);
    expect(again.statusCode).toBe(200);
    const rows = await server.app.ctx.db.selectFrom('applications').selectAll().where('user_id', '=', user.userId).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.track_id).toBe(open.tracks[0]);
  });

  it('refuses closed and not-yet-open windows with translated messages', async () => {
    const user = await server.applicant('scu');
    const { closed, future } = await batchesOf(server, 'scu');
    const shut = await server.post(PATHS.apply.batch, { batch_id: closed.id, track_id: closed.tracks[0] as number }, user.headers);
    expect(shut.body).toMatchObject({ status: 400, message: 'Applications for this batch have closed' });
    const early = await server.post(PATHS.apply.batch, { batch_id: future.id, track_id: future.tracks[0] as number }, { ...user.headers, lang: 'sc' });
    expect(early.body).toMatchObject({ status: 400, message: '该批次尚未开放报名' });
    const none = await server.app.ctx.db.selectFrom('applications').select('id').where('user_id', '=', user.userId).execute();
    expect(none).toHaveLength(0);
  });

  it('refuses a track of another batch, a batch of another project and a missing track', async () => {
    const user = await server.applicant('scu');
    const { open, closed } = await batchesOf(server, 'scu');
    const other = await batchesOf(server, 'data');
    const wrongTrack = await server.post(PATHS.apply.batch, { batch_id: open.id, track_id: closed.tracks[0] as number }, user.headers);
    expect(wrongTrack.body).toMatchObject({ status: 400, message: 'This track does not belong to the chosen application type' });
    const foreign = await server.post(PATHS.apply.batch, { batch_id: other.open.id, track_id: other.open.tracks[0] as number }, user.headers);
    expect(foreign.statusCode).toBe(404);
    const trackAsBatch = await server.post(PATHS.apply.batch, { batch_id: open.tracks[0] as number }, user.headers);
    expect(trackAsBatch.statusCode).toBe(404);
    const noTrack = await server.post(PATHS.apply.batch, { batch_id: open.id }, user.headers);
    expect(noTrack.body).toMatchObject({ status: 400, data: { field: 'track_id' } });
    const bad = await server.post(PATHS.apply.batch, { batch_id: 'abc' }, user.headers);
    expect(bad.body).toMatchObject({ status: 400, data: { field: 'batch_id' } });
    const huge = await server.post(PATHS.apply.batch, { batch_id: '99999999999' }, user.headers);
    expect(huge.statusCode).toBe(400);
  });

  it('answers batch.detail and batch.address for own batches only', async () => {
    const user = await server.applicant('scu');
    const { open } = await batchesOf(server, 'scu');
    const detail = await server.get(PATHS.batch.detail, { batch_id: open.id }, user.headers);
    expect(detail.body.data).toMatchObject({ id: open.id, tracks: [{ id: open.tracks[0] }, { id: open.tracks[1] }] });
    const address = await server.get(PATHS.batch.address, { batch_id: open.id }, user.headers);
    expect(address.body.data).toMatchObject({ batch_id: open.id, email: 'yz@scu.example.edu' });
    const other = await batchesOf(server, 'data');
    expect((await server.get(PATHS.batch.detail, { batch_id: other.open.id }, user.headers)).statusCode).toBe(404);
    expect((await server.get(PATHS.batch.detail, {}, user.headers)).body).toMatchObject({ status: 400, data: { field: 'batch_id' } });
  });

  it('asks for a login without a token and with an expired one', async () => {
    const { open } = await batchesOf(server, 'scu');
    const anonymous = await server.post(PATHS.apply.batch, { batch_id: open.id, track_id: open.tracks[0] as number });
    expect(anonymous.statusCode).toBe(401);
    expect((await server.get(PATHS.apply.menu)).statusCode).toBe(401);
    const user = await server.applicant('scu');
    server.clock.advance(server.config.sessionTtlMs + 1000);
    const expired = await server.get(PATHS.apply.menu, {}, user.headers);
    expect(expired.body).toMatchObject({ status: 401, message: 'Your session has expired, please log in again' });
  });
});
