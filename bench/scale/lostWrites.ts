import { isDeepStrictEqual } from 'node:util';
import type { Db } from '../../server/db/connect';
import { type Applicant, savedValue } from './applicant';

export interface LostWrite {
  applicant: number;
  acked: { version: number; marker: string } | null;
  stored: { version: number; marker: unknown } | null;
}

const sameValue = (stored: string, sent: string) => isDeepStrictEqual(JSON.parse(stored), JSON.parse(sent));

/**
 * Checks in the database, for every applicant, the saved module against the last save the servers acknowledged:
 * - the stored version is at least the acknowledged one;
 * - at that version, the stored value is exactly the one sent with that save (each save carried a distinct marker);
 * - at a higher version, it is a save that got no answer, sent with the version just below (stored, unacknowledged);
 * - no version was acknowledged twice (two saves accepted over one another).
 * Returns every applicant for whom one of these fails.
 */
export async function findLostWrites(db: Db, applicants: Applicant[], menuId: number, markerField: string): Promise<LostWrite[]> {
  const rows = await db
    .selectFrom('module_values')
    .innerJoin('applications', 'applications.id', 'module_values.application_id')
    .select(['applications.user_id', 'module_values.version', 'module_values.value'])
    .where('module_values.module_id', '=', menuId)
    .where(
      'applications.user_id',
      'in',
      applicants.map((applicant) => applicant.userId),
    )
    .execute();
  const byUser = new Map(rows.map((row) => [row.user_id, row]));
  const lost: LostWrite[] = [];
  for (const applicant of applicants) {
    const { acked } = applicant;
    const row = byUser.get(applicant.userId);
    const stored = row ? { version: row.version, marker: (JSON.parse(row.value) as Record<string, unknown>)[markerField] } : null;
    const explained = (() => {
      if (!acked) return true;
      if (!row || row.version < acked.version) return false;
      if (row.version === acked.version) return sameValue(row.value, savedValue(applicant, acked.marker));
      return applicant.unanswered.some((attempt) => attempt.base === row.version - 1 && sameValue(row.value, savedValue(applicant, attempt.marker)));
    })();
    if (!explained || applicant.doubleAcks > 0) lost.push({ applicant: applicant.index, acked, stored });
  }
  return lost;
}
