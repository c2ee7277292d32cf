import { describe, expect, it } from 'vitest';
import { PATHS } from '../../../../protocol';
import { ACTIVITY_STATES, type ActivitySummary, type Paged } from '../../../../protocol/content';
import { seed } from '../../../../server/seed';
import { DEMO_PROJECTS } from '../../../../server/seed/demoProjects';
import { activityState, type ActivityRow } from '../../../../server/services/content/activityState';
import { demoActivities } from '../../../../server/services/content/demo/activities';
import { useTestServer } from '../suiteServer';

const HOUR = 3600 * 1000;
const DAY = 24 * HOUR;
const CHINA = 8 * HOUR;

/** The hour of the day in China time, and whether the moment is a whole hour. */
const chinaClock = (time: number) => ({ hour: Math.floor(((time + CHINA) % DAY) / HOUR), whole: (time + CHINA) % HOUR === 0 });

describe('content: seeded activity covers and times', () => {
  const server = useTestServer();

  const seededRows = () =>
    server.app.ctx.db
      .selectFrom('activities')
      .innerJoin('projects', 'projects.id', 'activities.project_id')
      .select(['activities.id', 'activities.cover', 'activities.start_time', 'activities.end_time', 'activities.signup_start', 'activities.signup_end', 'projects.domain'])
      .orderBy('activities.id')
      .execute();

  it('gives every seeded activity a cover that answers a 16:9 SVG banner in its project’s colour, without text', async () => {
    const rows = await seededRows();
    expect(rows).toHaveLength(7 * DEMO_PROJECTS.length);
    const bodies = new Set<string>();
    for (const row of rows) {
      expect(row.cover).toBe(`/static/covers/${row.id}.svg`);
      const reply = await server.app.inject({ method: 'GET', url: row.cover! });
      expect(reply.statusCode, row.cover!).toBe(200);
      expect(reply.headers['content-type']).toContain('image/svg+xml');
      expect(reply.headers['cache-control']).toContain('max-age=');
      expect(reply.body.startsWith('<svg')).toBe(true);
      expect(reply.body).toContain('viewBox="0 0 640 360"');
      expect(reply.body).toContain(`fill="${DEMO_PROJECTS.find((project) => project.domain === row.domain)!.color}"`);
      expect(reply.body).not.toContain('<text');
      bodies.add(reply.body);
    }
    expect(bodies.size).toBe(rows.length);
    const first = rows[0]!;
    const prefixed = await server.app.inject({ method: 'GET', url: `/enroll${first.cover!}` });
    expect(prefixed.statusCode).toBe(200);
    expect(prefixed.body).toBe((await server.app.inject({ method: 'GET', url: first.cover! })).body);
  });

  it('lists the cover with each activity, and the portal’s policy lets it show the server’s images', async () => {
    const scu = await server.projectId('scu');
    const list = (await server.get(PATHS.activities.list, { project_id: scu, page_size: 50 })).body.data as Paged<ActivitySummary>;
    expect(list.list).toHaveLength(7);
    for (const activity of list.list) expect(activity.cover).toBe(`/static/covers/${activity.id}.svg`);
    const policy = String((await server.app.inject({ method: 'GET', url: list.list[0]!.cover! })).headers['content-security-policy']);
    expect(policy).toMatch(/img-src [^;]*'self'/);
  });

  it('answers 404 for an unknown activity or another file name', async () => {
    const rows = await seededRows();
    const known = rows[0]!.id;
    const unknown = Math.max(...rows.map((row) => row.id)) + 1;
    for (const url of [`/static/covers/${unknown}.svg`, `/static/covers/${known}.png`, `/static/covers/${known}`, `/static/covers/0${known}.svg`, '/static/covers/abc.svg', '/static/covers/99999999999999999999.svg']) {
      expect((await server.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });

  it('seeds every moment on a whole hour of the day in China time, with consistent windows, also when seeding again later', async () => {
    const check = async () => {
      for (const row of await seededRows()) {
        for (const time of [row.start_time, row.end_time, row.signup_start, row.signup_end]) {
          const { hour, whole } = chinaClock(time);
          expect(whole, `${row.id} ${new Date(time).toISOString()}`).toBe(true);
          expect(hour).toBeGreaterThanOrEqual(9);
          expect(hour).toBeLessThanOrEqual(21);
        }
        expect(row.signup_start).toBeLessThan(row.signup_end);
        expect(row.signup_end).toBeLessThanOrEqual(row.start_time);
        expect(row.start_time).toBeLessThan(row.end_time);
      }
    };
    await check();
    const before = await seededRows();
    await server.app.ctx.db.updateTable('activities').set({ cover: null }).execute();
    await seed(server.app.ctx.db, server.clock.now() + 3 * DAY + 37 * 60_000);
    await check();
    const after = await seededRows();
    expect(after.map((row) => row.id)).toEqual(before.map((row) => row.id));
    for (const row of after) expect(row.cover).toBe(`/static/covers/${row.id}.svg`);
    expect(after[0]!.start_time - before[0]!.start_time).toBe(3 * DAY);
  });
});

describe('content: the demo activities keep their seven states at any hour', () => {
  /** The demo applicant's state of each seeded activity with the server started at `now`. */
  const statesAt = (now: number) =>
    demoActivities(DEMO_PROJECTS[0]!, now).map((activity, index) => {
      const row: ActivityRow = {
        id: index + 1,
        project_id: 1,
        title: '',
        body: '',
        place: '',
        cover: null,
        start_time: activity.startTime,
        end_time: activity.endTime,
        signup_start: activity.signupStart,
        signup_end: activity.signupEnd,
        capacity: activity.capacity,
        fields: '[]',
        closed: activity.closed ? 1 : 0,
      };
      return activityState(row, activity.seedSignups.length, activity.demoSignedUp ? { signed_in_at: null } : null, now);
    });

  it('has one activity in each state from the first to the last moment of a China day', () => {
    const midnight = Date.parse('2026-11-21T16:00:00Z');
    const moments = [...Array.from({ length: 48 }, (_, index) => midnight + index * 30 * 60_000), midnight + DAY - 1];
    for (const now of moments) expect(statesAt(now).sort(), new Date(now).toISOString()).toEqual([...ACTIVITY_STATES].sort());
  });

  it('places every moment on a whole hour whatever the time of seeding', () => {
    for (const now of [Date.parse('2026-11-21T16:00:00Z'), Date.parse('2026-11-22T03:17:45.123Z'), Date.parse('2026-11-22T15:59:59.999Z')]) {
      for (const activity of demoActivities(DEMO_PROJECTS[0]!, now)) {
        for (const time of [activity.startTime, activity.endTime, activity.signupStart, activity.signupEnd]) expect(chinaClock(time).whole).toBe(true);
      }
    }
  });
});
