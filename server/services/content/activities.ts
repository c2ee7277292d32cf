import type { Selectable } from 'kysely';
import type { ActivityQuantity, ActivityState } from '../../../protocol/content';
import type { Db } from '../../db/connect';
import type { ActivitySignupTable } from '../../db/schema';
import { notFound } from '../../http/errors';
import { activityState, type ActivityRow } from './activityState';
import { belongsTo, hasIdentity, type Participant } from './participant';

export type SignupRow = Selectable<ActivitySignupTable>;

/** An activity with its live sign-up count and the participant's own active sign-up. */
export interface ActivityView {
  row: ActivityRow;
  signedCount: number;
  mine: SignupRow | null;
  state: ActivityState;
}

/** Active (not cancelled) sign-up counts by activity. */
async function signedCounts(db: Db, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('activity_signups')
    .select(['activity_id', (eb) => eb.fn.countAll<number>().as('count')])
    .where('activity_id', 'in', ids)
    .where('cancelled_at', 'is', null)
    .groupBy('activity_id')
    .execute();
  return new Map(rows.map((row) => [row.activity_id, Number(row.count)]));
}

/** The participant's active sign-ups among these activities, by activity. */
async function ownSignups(db: Db, ids: number[], who: Participant): Promise<Map<number, SignupRow>> {
  if (ids.length === 0 || !hasIdentity(who)) return new Map();
  const rows = await db
    .selectFrom('activity_signups')
    .selectAll()
    .where('activity_id', 'in', ids)
    .where('cancelled_at', 'is', null)
    .where(belongsTo(who))
    .orderBy('id')
    .execute();
  const byActivity = new Map<number, SignupRow>();
  for (const row of rows) if (!byActivity.has(row.activity_id)) byActivity.set(row.activity_id, row);
  return byActivity;
}

async function views(db: Db, rows: ActivityRow[], who: Participant, now: number): Promise<ActivityView[]> {
  const ids = rows.map((row) => row.id);
  const [counts, mine] = await Promise.all([signedCounts(db, ids), ownSignups(db, ids, who)]);
  return rows.map((row) => {
    const signedCount = counts.get(row.id) ?? 0;
    const own = mine.get(row.id) ?? null;
    return { row, signedCount, mine: own, state: activityState(row, signedCount, own, now) };
  });
}

/** Every activity of a project, newest first, with states for the participant. */
export async function projectActivities(db: Db, projectId: number, who: Participant, now: number): Promise<ActivityView[]> {
  const rows = await db
    .selectFrom('activities')
    .selectAll()
    .where('project_id', '=', projectId)
    .orderBy('start_time', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return views(db, rows, who, now);
}

/** One activity of the project, or 404. */
export async function activityView(db: Db, projectId: number, id: number, who: Participant, now: number): Promise<ActivityView> {
  const row = await db.selectFrom('activities').selectAll().where('id', '=', id).where('project_id', '=', projectId).executeTakeFirst();
  if (!row) throw notFound('server.content.activityNotFound');
  const [view] = await views(db, [row], who, now);
  if (!view) throw notFound('server.content.activityNotFound');
  return view;
}

/** How many activities are in each state (and in all). */
export function quantities(list: ActivityView[]): ActivityQuantity {
  const counts: ActivityQuantity = { total: list.length, not_started: 0, signing_up: 0, signed: 0, not_signed: 0, full: 0, overdue: 0, closed: 0 };
  for (const view of list) counts[view.state] += 1;
  return counts;
}
