import type { Db } from '../db/connect';
import { downloadFile } from '../services/content/downloads';
import { demoActivities, type DemoActivity } from '../services/content/demo/activities';
import { hubArticles } from '../services/content/demo/articles';
import { faq } from '../services/content/demo/faq';
import { demoMessages } from '../services/content/demo/messages';
import { noticesAndNews } from '../services/content/demo/notices';
import { pagesAndDownloads } from '../services/content/demo/pages';
import { QUESTIONNAIRE } from '../services/content/demo/questionnaire';
import type { DemoContent } from '../services/content/demo/types';
import { belongsTo } from '../services/content/participant';
import { demoEmail } from './accounts';
import { DEMO_PROJECTS, type DemoProject } from './demoProjects';
import { activityCoverUrl } from '../web/activityCover';

/** Adds each content row the project lacks (matched by kind and title) and files existing ones under their hub category. */
async function seedContents(db: Db, projectId: number, items: DemoContent[]): Promise<void> {
  for (const item of items) {
    const title = JSON.stringify(item.title);
    const existing = await db
      .selectFrom('contents')
      .select(['id', 'category'])
      .where('project_id', '=', projectId)
      .where('kind', '=', item.kind)
      .where('title', '=', title)
      .executeTakeFirst();
    const category = item.category ?? null;
    if (existing) {
      if (existing.category !== category) await db.updateTable('contents').set({ category }).where('id', '=', existing.id).execute();
      continue;
    }
    const size = item.extra.file ? downloadFile(item.extra.file)?.size : undefined;
    await db
      .insertInto('contents')
      .values({
        project_id: projectId,
        kind: item.kind,
        category,
        title,
        body: JSON.stringify(item.body),
        extra: JSON.stringify(size === undefined ? item.extra : { ...item.extra, size }),
        sort: item.sort,
        published_at: item.publishedAt,
      })
      .execute();
  }
}

async function seedMessages(db: Db, project: DemoProject, projectId: number, now: number): Promise<void> {
  for (const [index, message] of demoMessages(project).entries()) {
    const title = JSON.stringify(message.title);
    const existing = await db
      .selectFrom('messages')
      .select('id')
      .where('project_id', '=', projectId)
      .where('user_id', 'is', null)
      .where('title', '=', title)
      .executeTakeFirst();
    if (existing) continue;
    await db
      .insertInto('messages')
      .values({ project_id: projectId, user_id: null, title, body: JSON.stringify(message.body), created_at: now - (10 - index) * 24 * 3600 * 1000 })
      .execute();
  }
}

/** The demo applicant as an activity participant: the account (none in password-free projects) and its e-mail. */
async function demoParticipant(db: Db, project: DemoProject, projectId: number): Promise<{ userId: number | null; email: string }> {
  const email = demoEmail(project.domain);
  const user = await db.selectFrom('users').select('id').where('project_id', '=', projectId).where('email', '=', email).executeTakeFirst();
  return { userId: user?.id ?? null, email };
}

/** The demo applicant's sign-up, added again when it has none active (as after cancelling in the demo). */
async function ensureDemoSignup(db: Db, activityId: number, demo: { userId: number | null; email: string }, now: number): Promise<void> {
  const active = await db
    .selectFrom('activity_signups')
    .select('id')
    .where('activity_id', '=', activityId)
    .where('cancelled_at', 'is', null)
    .where(belongsTo({ userId: demo.userId, mobile: null, email: demo.email }))
    .executeTakeFirst();
  if (active) return;
  await db
    .insertInto('activity_signups')
    .values({ activity_id: activityId, user_id: demo.userId, mobile: null, email: demo.email, value: JSON.stringify({ name: 'Demo Applicant', email: demo.email }), created_at: now, cancelled_at: null, signed_in_at: null })
    .execute();
}

/**
 * Inserts missing activities; existing ones get their windows moved relative to now so the demo keeps every state,
 * and the demo applicant keeps its sign-ups. Every one gets its generated cover (known once the id is).
 */
async function seedActivities(db: Db, project: DemoProject, projectId: number, activities: DemoActivity[], now: number): Promise<void> {
  const demo = await demoParticipant(db, project, projectId);
  for (const activity of activities) {
    const title = JSON.stringify(activity.title);
    const times = { start_time: activity.startTime, end_time: activity.endTime, signup_start: activity.signupStart, signup_end: activity.signupEnd };
    const existing = await db.selectFrom('activities').select('id').where('project_id', '=', projectId).where('title', '=', title).executeTakeFirst();
    const activityId = existing?.id ?? (await insertActivity(db, projectId, activity, now));
    await db.updateTable('activities').set({ ...times, cover: activityCoverUrl(activityId) }).where('id', '=', activityId).execute();
    if (activity.demoSignedUp) await ensureDemoSignup(db, activityId, demo, now);
  }
}

async function insertActivity(db: Db, projectId: number, activity: DemoActivity, now: number): Promise<number> {
  const row = await db
    .insertInto('activities')
    .values({
      start_time: activity.startTime,
      end_time: activity.endTime,
      signup_start: activity.signupStart,
      signup_end: activity.signupEnd,
      project_id: projectId,
      title: JSON.stringify(activity.title),
      body: JSON.stringify(activity.body),
      place: JSON.stringify(activity.place),
      cover: null,
      capacity: activity.capacity,
      fields: JSON.stringify(activity.fields),
      closed: activity.closed ? 1 : 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const guest of activity.seedSignups) {
    const value = { name: guest.name, mobile: { code: '+86', number: guest.mobile }, email: guest.email };
    await db
      .insertInto('activity_signups')
      .values({ activity_id: row.id, user_id: null, mobile: guest.mobile, email: guest.email, value: JSON.stringify(value), created_at: now, cancelled_at: null, signed_in_at: null })
      .execute();
  }
  return row.id;
}

async function seedQuestionnaire(db: Db, projectId: number): Promise<void> {
  const existing = await db.selectFrom('questionnaires').select('id').where('project_id', '=', projectId).executeTakeFirst();
  if (existing) return;
  await db
    .insertInto('questionnaires')
    .values({ project_id: projectId, title: JSON.stringify(QUESTIONNAIRE.title), fields: JSON.stringify(QUESTIONNAIRE.fields) })
    .execute();
}

/** Notices, news, FAQ, pages, downloads, messages, activities, questionnaires for every demo project; idempotent. */
export async function seedContent(db: Db, projects: Map<string, number>, now: number): Promise<void> {
  for (const project of DEMO_PROJECTS) {
    const projectId = projects.get(project.domain);
    if (projectId === undefined) continue;
    await seedContents(db, projectId, [...noticesAndNews(project, now), ...faq(project, now), ...pagesAndDownloads(project, now), ...hubArticles(project, now)]);
    await seedMessages(db, project, projectId, now);
    await seedActivities(db, project, projectId, demoActivities(project, now), now);
    await seedQuestionnaire(db, projectId);
  }
}
