import '../../messages';
import type { Selectable } from 'kysely';
import type { ActivityDetail, ActivityState, ActivitySummary } from '../../../protocol/content';
import { translate, type Locale } from '../../../schema-adapters';
import type { ActivityTable } from '../../db/schema';
import { localized, pick } from './text';

export type ActivityRow = Selectable<ActivityTable>;

const DAY = 24 * 3600 * 1000;
/** Activities keep China time: a day starts at 00:00 UTC+8. */
const CHINA_OFFSET = 8 * 3600 * 1000;

/**
 * The state for one participant: closed by the organiser wins; then this participant's own active sign-up (signed,
 * or not signed once the sign-in window has begun without a sign-in, also after the end: missed); then the sign-up
 * window (past its end or the activity's end: overdue; before its start: not started); then capacity.
 */
export function activityState(row: ActivityRow, signedCount: number, mine: { signed_in_at: number | null } | null, now: number): ActivityState {
  if (row.closed === 1) return 'closed';
  if (mine) return mine.signed_in_at === null && now >= signInWindow(row).from ? 'not_signed' : 'signed';
  if (now > row.signup_end || now > row.end_time) return 'overdue';
  if (now < row.signup_start) return 'not_started';
  if (row.capacity > 0 && signedCount >= row.capacity) return 'full';
  return 'signing_up';
}

/** Sign-in is open from 00:00 (China time) of the activity's first day until it ends. */
export function signInWindow(row: ActivityRow): { from: number; to: number } {
  const from = Math.floor((row.start_time + CHINA_OFFSET) / DAY) * DAY - CHINA_OFFSET;
  return { from, to: row.end_time };
}

/** The list shape of an activity. */
export function toSummary(row: ActivityRow, state: ActivityState, signedCount: number, locale: Locale): ActivitySummary {
  const title = localized(row.title);
  return {
    id: row.id,
    title: pick(title, locale),
    title_i18n: title,
    place: pick(localized(row.place), locale),
    cover: row.cover,
    start_time: row.start_time,
    end_time: row.end_time,
    signup_start: row.signup_start,
    signup_end: row.signup_end,
    capacity: row.capacity,
    signed_count: signedCount,
    state,
    state_name: translate(locale, `server.content.activityState.${state}`),
  };
}

/** The detail shape of an activity. */
export function toDetail(row: ActivityRow, state: ActivityState, signedCount: number, signedIn: boolean, locale: Locale): ActivityDetail {
  const body = localized(row.body);
  return {
    ...toSummary(row, state, signedCount, locale),
    body: pick(body, locale),
    body_i18n: body,
    place_i18n: localized(row.place),
    signed_in: signedIn,
  };
}
