import { beforeAll, describe, expect, it } from 'vitest';
import { PATHS } from '../../../../protocol';
import type { ActivityDetail, ActivityQuantity, ActivitySummary, Paged, RegisteredActivity } from '../../../../protocol/content';
import { useTestServer } from '../suiteServer';

const DAY = 24 * 3600 * 1000;
const phone = (number: string) => ({ code: '+86', number });

describe('content: activities', () => {
  const server = useTestServer();
  let scu: number;
  let byTitle: Map<string, ActivitySummary>;
  beforeAll(async () => {
    scu = await server.projectId('scu');
    const list = (await server.get(PATHS.activities.list, { project_id: scu, page_size: 50 })).body.data as Paged<ActivitySummary>;
    byTitle = new Map(list.list.map((activity) => [activity.title, activity]));
  });

  const seeded = (title: string) => byTitle.get(title)!;
  const openDay = () => seeded('Sichuan University Graduate Admissions campus open day');
  const signUp = (form: Record<string, string | number>, headers: Record<string, string> = {}) =>
    server.post(PATHS.activities.actSignUp, { project_id: scu, ...form }, headers);
  const addActivity = async (fields: unknown[], capacity: number) => {
    const now = server.clock.now();
    const row = await server.app.ctx.db
      .insertInto('activities')
      .values({ project_id: scu, title: `Test ${capacity}-${Math.random()}`, body: 'b', place: 'Room 101', cover: null, start_time: now + 3 * DAY, end_time: now + 3 * DAY + 7200000, signup_start: now - DAY, signup_end: now + 2 * DAY, capacity, fields: JSON.stringify(fields), closed: 0 })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  };

  it('computes states from times and capacity and counts them', async () => {
    expect(byTitle.size).toBe(7);
    expect(openDay().state).toBe('signing_up');
    expect(seeded('Meet the faculty (small group)')).toMatchObject({ state: 'full', capacity: 2, signed_count: 2, state_name: 'Full' });
    expect(seeded('Online information session').state).toBe('overdue');
    expect(seeded('Summer camp pre-registration').state).toBe('not_started');
    expect(seeded('Alumni experience evening').state).toBe('closed');
    expect(seeded('Lab visit').state).toBe('signing_up');
    expect(seeded('Graduate school Q&A').state).toBe('overdue');
    const quantity = (await server.get(PATHS.activities.quantity, { project_id: scu })).body.data as ActivityQuantity;
    expect(quantity).toEqual({ total: 7, not_started: 1, signing_up: 2, signed: 0, not_signed: 0, full: 1, overdue: 2, closed: 1 });
    const page = (await server.get(PATHS.activities.list, { project_id: scu, page: 3, page_size: 3 })).body.data as Paged<ActivitySummary>;
    expect(page).toMatchObject({ total: 7, page: 3, has_more: false });
    expect(page.list).toHaveLength(1);
    const full = (await server.get(PATHS.activities.list, { project_id: scu, state: 'full' }, { lang: 'sc' })).body.data as Paged<ActivitySummary>;
    expect(full.list.map((activity) => activity.title)).toEqual(['导师见面会（小班）']);
    expect((await server.get(PATHS.activities.list, { project_id: scu, state: 'bogus' })).body.message).toBe('state is not valid');
  });

  it('answers the detail and the sign-up fields, and 404 for another project’s activity', async () => {
    const detail = (await server.get(PATHS.activities.detail, { project_id: scu, id: openDay().id })).body.data as ActivityDetail;
    expect(detail).toMatchObject({ state: 'signing_up', signed_in: false, place: '24 South Section 1, Yihuan Road, Chengdu' });
    expect(detail.body).toContain('Tour the campus');
    const fields = (await server.get(PATHS.activities.applyFields, { project_id: scu, act_id: openDay().id })).body.data as { fields: Array<{ type: number }> };
    expect(fields.fields.map((field) => field.type)).toEqual([1, 13, 1, 3]);
    expect((await server.get(PATHS.activities.detail, { domain: 'data', id: openDay().id })).statusCode).toBe(404);
    expect((await server.get(PATHS.activities.detail, { project_id: scu })).body.message).toBe('id cannot be empty');
  });

  it('signs up an anonymous contact once, with validated values', async () => {
    const act = openDay().id;
    const value = { name: '张三', mobile: phone('13900139000'), attend_mode: '0' };
    expect((await signUp({ act_id: act, value: '{bad' })).body.message).toBe('value is not valid');
    const invalid = await signUp({ act_id: act, value: JSON.stringify({ ...value, mobile: phone('12345') }) });
    expect(invalid.body.status).toBe(400);
    expect((invalid.body.data as { errors: Array<{ field: string }> }).errors[0]?.field).toBe('mobile');
    const ok = await signUp({ act_id: act, value: JSON.stringify(value) });
    expect(ok.body).toMatchObject({ status: 200, data: { act_id: act, state: 'signed' } });
    const duplicate = await server.post(PATHS.activities.signup, { project_id: scu, act_id: act, value: JSON.stringify({ ...value, name: '张三丰' }) });
    expect(duplicate.body).toMatchObject({ status: 409, message: 'You have already signed up for this activity' });
    const mine = (await server.get(PATHS.activities.detail, { project_id: scu, id: act, mobile: '139-0013-9000' })).body.data as ActivityDetail;
    expect(mine.state).toBe('signed');
    expect(mine.signed_count).toBe(1);
  });

  it('refuses full, expired, not yet open and closed activities with their messages', async () => {
    const value = JSON.stringify({ name: 'Li Lei', mobile: phone('13700137000'), attend_mode: '1' });
    const full = await signUp({ act_id: seeded('Meet the faculty (small group)').id, value });
    expect(full.body).toMatchObject({ status: 400, message: 'The activity is full' });
    const expired = await signUp({ act_id: seeded('Online information session').id, value }, { lang: 'sc' });
    expect(expired.body).toMatchObject({ status: 400, message: '活动已过期' });
    expect((await signUp({ act_id: seeded('Summer camp pre-registration').id, value })).body.message).toBe('Sign-up for this activity has not started yet');
    expect((await signUp({ act_id: seeded('Alumni experience evening').id, value })).body.message).toBe('The activity is closed');
    expect((await signUp({ act_id: 999999, value })).statusCode).toBe(404);
  });

  it('needs a phone or e-mail contact', async () => {
    const act = await addActivity([{ id: 1, field: 'name', name: 'Name', type: 1, required: 1 }], 0);
    const none = await signUp({ act_id: act, value: JSON.stringify({ name: 'Han Meimei' }) });
    expect(none.body).toMatchObject({ status: 400, message: 'Activity sign-up needs a phone or e-mail contact' });
    expect((await signUp({ act_id: act, value: JSON.stringify({ name: 'Han' }), email: 'not-an-email' })).body.message).toBe('email is not valid');
    const byEmail = await signUp({ act_id: act, value: JSON.stringify({ name: 'Han' }), email: ' Han@Example.com ' });
    expect(byEmail.body.status).toBe(200);
    expect((await signUp({ act_id: act, value: JSON.stringify({ name: 'Han' }), email: 'han@example.com' })).statusCode).toBe(409);
  });

  it('lets a signed-in applicant sign up, cancel and sign up again; capacity counts active sign-ups only', async () => {
    const act = await addActivity([{ id: 1, field: 'name', name: 'Name', type: 1, required: 1 }, { id: 2, field: 'email', name: 'E-mail', type: 1, nature: 5, required: 1 }], 1);
    const alice = await server.applicant('scu');
    const bob = await server.applicant('scu');
    const form = (email: string) => ({ act_id: act, value: JSON.stringify({ name: 'A', email }) });
    expect((await signUp(form('alice@example.com'), alice.headers)).body.status).toBe(200);
    expect((await signUp(form('bob@example.com'), bob.headers)).body.message).toBe('The activity is full');
    const listed = (await server.get(PATHS.activities.list, { state: 'signed' }, alice.headers)).body.data as Paged<ActivitySummary>;
    expect(listed.list.map((activity) => activity.id)).toEqual([act]);
    expect((await server.post(PATHS.activities.cancel, { act_id: act }, bob.headers)).body).toMatchObject({ status: 404, message: 'You have not signed up for this activity' });
    expect((await server.post(PATHS.activities.cancel, { act_id: act }, alice.headers)).body).toMatchObject({ status: 200, data: { cancelled: true } });
    expect((await signUp(form('bob@example.com'), bob.headers)).body.status).toBe(200);
    expect((await signUp(form('alice@example.com'), alice.headers)).body.message).toBe('The activity is full');
    await server.post(PATHS.activities.cancel, { act_id: act }, bob.headers);
    expect((await signUp(form('alice@example.com'), alice.headers)).body.status).toBe(200);
    expect((await server.post(PATHS.activities.cancel, { project_id: scu, act_id: act })).body.message).toBe('Activity sign-up needs a phone or e-mail contact');
  });

  it('lists registered activities by contact or account, never someone else’s', async () => {
    const act = openDay().id;
    await signUp({ act_id: act, value: JSON.stringify({ name: 'Wang', mobile: phone('13600136000'), attend_mode: '0' }) });
    const mine = (await server.get(PATHS.activities.registered, { project_id: scu, mobile: '13600136000' })).body.data as { list: RegisteredActivity[] };
    expect(mine.list).toHaveLength(1);
    expect(mine.list[0]).toMatchObject({ act_id: act, state: 'signed', signed_in_at: null });
    const other = (await server.get(PATHS.activities.registered, { project_id: scu, email: 'someone@example.com' })).body.data as { list: RegisteredActivity[] };
    expect(other.list).toHaveLength(0);
    expect((await server.get(PATHS.activities.registered, { project_id: scu })).body.message).toBe('mobile cannot be empty');
    const carol = await server.applicant('scu');
    const carols = (await server.get(PATHS.activities.registered, { mobile: '13600136000' }, carol.headers)).body.data as { list: RegisteredActivity[] };
    expect(carols.list).toHaveLength(0);
  });

  it('signs in only a signed-up contact and only on the activity’s day', async () => {
    const act = openDay().id;
    const contact = { project_id: scu, act_id: act, mobile: '13900139000' };
    expect((await server.post(PATHS.activities.signIn, contact)).body.message).toBe('Sign-in is open only on the day of the activity');
    expect((await server.post(PATHS.activities.signIn, { ...contact, mobile: '13500135000' })).statusCode).toBe(404);
    const saved = server.clock.current;
    server.clock.current = openDay().start_time + 60_000;
    const signed = await server.post(PATHS.activities.signIn, contact);
    expect(signed.body).toMatchObject({ status: 200, data: { act_id: act, signed_in_at: server.clock.current } });
    const detail = (await server.get(PATHS.activities.detail, { project_id: scu, id: act, mobile: '13900139000' })).body.data as ActivityDetail;
    expect(detail.signed_in).toBe(true);
    server.clock.current = openDay().end_time + 60_000;
    expect((await server.post(PATHS.activities.signIn, { ...contact, mobile: '13600136000' })).body.message).toBe('Sign-in is open only on the day of the activity');
    server.clock.current = saved;
  });
});
