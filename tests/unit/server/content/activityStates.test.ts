import { beforeAll, describe, expect, it } from 'vitest';
import { HEADERS, PATHS } from '../../../../protocol';
import { ACTIVITY_STATES, type ActivityDetail, type ActivityQuantity, type ActivityState, type ActivitySummary, type Paged } from '../../../../protocol/content';
import { seed } from '../../../../server/seed';
import { demoEmail } from '../../../../server/seed/accounts';
import { DEMO_PROJECTS } from '../../../../server/seed/demoProjects';
import { createSession } from '../../../../server/services/sessions';
import { useTestServer } from '../suiteServer';

const DAY = 24 * 3600 * 1000;
const MINUTE = 60_000;
const CHINA = 8 * 3600 * 1000;

const LABELS: Record<ActivityState, string> = {
  not_started: 'Not started',
  signing_up: 'Signing up',
  signed: 'Signed up',
  not_signed: 'Not signed in',
  full: 'Full',
  overdue: 'Overdue',
  closed: 'Closed',
};

describe('content: the seven activity states', () => {
  // Sessions outlive the clock's jumps of days.
  const server = useTestServer({ env: { SESSION_IDLE_MINUTES: String(60 * 24 * 365), SESSION_TTL_HOURS: String(24 * 365) } });
  let scu: number;
  beforeAll(async () => {
    scu = await server.projectId('scu');
  });

  /** Session headers of a project's seeded demo applicant. */
  const demoHeaders = async (domain: string) => {
    const projectId = await server.projectId(domain);
    const user = await server.app.ctx.db.selectFrom('users').select('id').where('project_id', '=', projectId).where('email', '=', demoEmail(domain)).executeTakeFirstOrThrow();
    const token = await createSession(server.app.ctx.db, { userId: user.id }, server.clock.now(), server.config.sessionTtlMs);
    return { [HEADERS.token]: token };
  };
  const list = async (query: Record<string, string | number>, headers: Record<string, string>) =>
    ((await server.get(PATHS.activities.list, { page_size: 50, ...query }, headers)).body.data as Paged<ActivitySummary>).list;
  const detail = async (id: number, headers: Record<string, string>) =>
    (await server.get(PATHS.activities.detail, { id }, headers)).body.data as ActivityDetail;
  /** A fresh activity starting `startsIn` from now (two hours long), sign-up open since yesterday. */
  const addActivity = async (startsIn: number) => {
    const now = server.clock.now();
    const start = now + startsIn;
    const row = await server.app.ctx.db
      .insertInto('activities')
      .values({ project_id: scu, title: `State test ${Math.random()}`, body: 'b', place: 'Room 1', cover: null, start_time: start, end_time: start + 2 * 3600_000, signup_start: now - DAY, signup_end: start - MINUTE, capacity: 0, fields: JSON.stringify([{ id: 1, field: 'name', name: 'Name', type: 1, required: 1 }]), closed: 0 })
      .returning(['id', 'start_time', 'end_time'])
      .executeTakeFirstOrThrow();
    return row;
  };
  const atClock = async <T>(at: number, run: () => Promise<T>): Promise<T> => {
    const saved = server.clock.current;
    server.clock.current = at;
    try {
      return await run();
    } finally {
      server.clock.current = saved;
    }
  };

  it('gives the seeded demo applicant one activity in each state, labelled', async () => {
    const headers = await demoHeaders('scu');
    const quantity = (await server.get(PATHS.activities.quantity, {}, headers)).body.data as ActivityQuantity;
    expect(quantity).toEqual({ total: 7, not_started: 1, signing_up: 1, signed: 1, not_signed: 1, full: 1, overdue: 1, closed: 1 });
    const activities = await list({}, headers);
    const byState = new Map(activities.map((activity) => [activity.state, activity]));
    expect([...byState.keys()].sort()).toEqual([...ACTIVITY_STATES].sort());
    for (const activity of activities) expect(activity.state_name).toBe(LABELS[activity.state]);
    expect(byState.get('signed')?.title).toBe('Lab visit');
    expect(byState.get('signing_up')?.title).toBe('Sichuan University Graduate Admissions campus open day');
    const missed = await list({ state: 'not_signed' }, headers);
    expect(missed.map((activity) => [activity.title, activity.state_name])).toEqual([['Graduate school Q&A', 'Not signed in']]);
    const sc = await list({ state: 'not_signed' }, { ...headers, lang: 'sc' });
    expect(sc.map((activity) => [activity.title, activity.state_name])).toEqual([['研究生院答疑会', '未签到']]);
    expect((await detail(missed[0]!.id, headers))).toMatchObject({ state: 'not_signed', signed_in: false });
  });

  it('has all seven states for the demo applicant in every demo project (by e-mail where there are no accounts)', async () => {
    for (const project of DEMO_PROJECTS) {
      const query: Record<string, string> = project.free ? { domain: project.domain, email: demoEmail(project.domain) } : {};
      const headers = project.free ? { lang: 'en' } : await demoHeaders(project.domain);
      const quantity = (await server.get(PATHS.activities.quantity, query, headers)).body.data as ActivityQuantity;
      for (const state of ACTIVITY_STATES) expect(quantity[state], `${project.domain} ${state}`).toBeGreaterThanOrEqual(1);
    }
  });

  it('keeps one active demo sign-up when seeding again, also after the demo applicant cancelled it', async () => {
    const headers = await demoHeaders('scu');
    const lab = (await list({}, headers)).find((activity) => activity.title === 'Lab visit')!;
    const rows = () => server.app.ctx.db.selectFrom('activity_signups').select(['cancelled_at']).where('activity_id', '=', lab.id).execute();
    expect(await rows()).toHaveLength(1);
    await seed(server.app.ctx.db, server.clock.now());
    expect(await rows()).toHaveLength(1);
    expect((await server.post(PATHS.activities.cancel, { act_id: lab.id }, headers)).body).toMatchObject({ status: 200, data: { cancelled: true } });
    expect((await detail(lab.id, headers)).state).toBe('signing_up');
    await seed(server.app.ctx.db, server.clock.now());
    await seed(server.app.ctx.db, server.clock.now());
    const after = await rows();
    expect(after).toHaveLength(2);
    expect(after.filter((row) => row.cancelled_at === null)).toHaveLength(1);
    expect((await detail(lab.id, headers)).state).toBe('signed');
  });

  it('turns a sign-up into not signed in from 00:00 China time of the activity’s day, and back to signed after signing in', async () => {
    const applicant = await server.applicant('scu');
    const headers = applicant.headers;
    // Starts at 10:00 China time three days from now.
    const startDay = Math.floor((server.clock.now() + CHINA) / DAY) * DAY - CHINA + 3 * DAY;
    const act = await addActivity(startDay + 10 * 3600_000 - server.clock.now());
    expect((await server.post(PATHS.activities.actSignUp, { act_id: act.id, value: JSON.stringify({ name: 'A' }), email: 'a@example.com' }, headers)).body.status).toBe(200);
    expect((await detail(act.id, headers)).state).toBe('signed');
    expect(await atClock(startDay - MINUTE, async () => (await detail(act.id, headers)).state)).toBe('signed');
    const onTheDay = await atClock(startDay, async () => (await detail(act.id, headers)));
    expect(onTheDay).toMatchObject({ state: 'not_signed', state_name: 'Not signed in', signed_in: false });
    expect(await atClock(act.end_time + DAY, async () => (await detail(act.id, headers)).state)).toBe('not_signed');
    const filtered = await atClock(startDay + MINUTE, () => list({ state: 'not_signed' }, headers));
    expect(filtered.map((activity) => activity.id)).toContain(act.id);
    const quantity = await atClock(startDay + MINUTE, async () => (await server.get(PATHS.activities.quantity, {}, headers)).body.data as ActivityQuantity);
    expect(quantity.not_signed).toBeGreaterThanOrEqual(1);

    await atClock(act.start_time + MINUTE, async () => {
      expect((await server.post(PATHS.activities.signIn, { act_id: act.id }, headers)).body.status).toBe(200);
      expect(await detail(act.id, headers)).toMatchObject({ state: 'signed', signed_in: true });
    });
    expect(await atClock(act.end_time + DAY, async () => (await detail(act.id, headers)).state)).toBe('signed');
    await server.app.ctx.db.updateTable('activities').set({ closed: 1 }).where('id', '=', act.id).execute();
    expect(await atClock(startDay + MINUTE, async () => (await detail(act.id, headers)).state)).toBe('closed');
  });

  it('cancels only before the activity starts, and signs in no cancelled sign-up', async () => {
    const applicant = await server.applicant('scu');
    const headers = applicant.headers;
    const act = await addActivity(2 * DAY);
    const signUp = () => server.post(PATHS.activities.actSignUp, { act_id: act.id, value: JSON.stringify({ name: 'B' }), email: 'b@example.com' }, headers);
    expect((await signUp()).body.status).toBe(200);
    await atClock(act.start_time, async () => {
      expect((await server.post(PATHS.activities.cancel, { act_id: act.id }, headers)).body).toMatchObject({ status: 400, message: 'The activity has started; the sign-up can no longer be cancelled' });
      expect((await server.post(PATHS.activities.cancel, { act_id: act.id }, { ...headers, lang: 'sc' })).body.message).toBe('活动已开始，无法取消报名');
    });
    expect(await atClock(act.end_time + DAY, async () => (await server.post(PATHS.activities.cancel, { act_id: act.id }, headers)).body.status)).toBe(400);
    expect((await detail(act.id, headers)).state).toBe('signed');

    // Still allowed on the day before the start, while sign-in is already open.
    await atClock(act.start_time - MINUTE, async () => {
      expect((await server.post(PATHS.activities.cancel, { act_id: act.id }, headers)).body).toMatchObject({ status: 200, data: { cancelled: true } });
      expect((await server.post(PATHS.activities.signIn, { act_id: act.id }, headers)).body).toMatchObject({ status: 404, message: 'You have not signed up for this activity' });
    });
  });

  it('refuses cancelling an activity the organiser closed', async () => {
    const applicant = await server.applicant('scu');
    const act = await addActivity(2 * DAY);
    expect((await server.post(PATHS.activities.actSignUp, { act_id: act.id, value: JSON.stringify({ name: 'C' }), email: 'c@example.com' }, applicant.headers)).body.status).toBe(200);
    await server.app.ctx.db.updateTable('activities').set({ closed: 1 }).where('id', '=', act.id).execute();
    expect((await server.post(PATHS.activities.cancel, { act_id: act.id }, applicant.headers)).body).toMatchObject({ status: 400, message: 'The activity is closed' });
  });
});
