import { isValidEmail, type RecommenderRow } from './columns';

/** Row number of a recommendation no longer in the form whose referee's draft is kept (columnNumber starts at 1). */
export const PARKED_ROW = 0;

/** The part of a stored recommendation the sync looks at. */
export interface StoredRecommendation {
  id: number;
  row_number: number;
  name: string;
  email: string;
  write_state: number;
  send_state: number;
  /** The referee saved a draft (value is not empty). */
  has_draft?: boolean;
}

export interface PlannedUpdate {
  id: number;
  rowNumber: number;
  name: string;
  email: string;
  /** Send status back to 0 and the invitation links killed (another e-mail, or the row left the form). */
  reset: boolean;
  /** Another person now (only for a recommendation without a draft: one with a draft is parked instead). */
  emailChanged: boolean;
}

/** An invited or written recommender the save would replace or remove: only with the applicant's confirmation. */
export interface GuardedChange {
  rowNumber: number;
  name: string;
  email: string;
  /** The form's new e-mail for the row ('' when the row was removed). */
  newEmail: string;
}

export interface SyncPlan {
  deletes: number[];
  updates: PlannedUpdate[];
  inserts: RecommenderRow[];
  /** Recommendations leaving the form whose draft is kept: unsent, out of the list, revived by the same e-mail. */
  parks: number[];
  guarded: GuardedChange[];
}

const guarded = (rec: StoredRecommendation) => rec.send_state === 1 || rec.write_state === 1;

/** What the steps of a plan share: the stored recommendations, the e-mails taken, the recommendations matched, the plan. */
interface Planning {
  existing: StoredRecommendation[];
  claimed: Set<string>;
  used: Set<number>;
  plan: SyncPlan;
}

/** Rows whose e-mail a stored recommendation has keep it (renumbered, renamed unless written); answers the other rows. */
function matchByEmail({ existing, claimed, used, plan }: Planning, rows: RecommenderRow[]): RecommenderRow[] {
  const unmatched: RecommenderRow[] = [];
  for (const row of rows) {
    const rec = existing.find((candidate) => candidate.email === row.email && !used.has(candidate.id));
    if (!rec) {
      unmatched.push(row);
      continue;
    }
    used.add(rec.id);
    claimed.add(row.email);
    const written = rec.write_state === 1;
    const nameChanged = !written && rec.name !== row.name;
    if (rec.row_number !== row.rowNumber || nameChanged) {
      plan.updates.push({ id: rec.id, rowNumber: row.rowNumber, name: written ? rec.name : row.name, email: rec.email, reset: false, emailChanged: false });
    }
  }
  return unmatched;
}

/** An invited or written recommender leaving the form's row needs the applicant's confirmation (a parked one left it before). */
function noteLeaving(plan: SyncPlan, rec: StoredRecommendation, newEmail: string): void {
  if (guarded(rec) && rec.row_number !== PARKED_ROW) plan.guarded.push({ rowNumber: rec.row_number, name: rec.name, email: rec.email, newEmail });
}

/** Rows with a new e-mail take the recommendation at their row number (parked when it holds a draft), else a new one. */
function matchByRowNumber({ existing, claimed, used, plan }: Planning, unmatched: RecommenderRow[]): void {
  for (const row of unmatched) {
    if (claimed.has(row.email)) continue;
    const atRow = existing.find((candidate) => candidate.row_number === row.rowNumber && !used.has(candidate.id));
    if (atRow) {
      used.add(atRow.id);
      noteLeaving(plan, atRow, row.email);
    }
    if (atRow?.write_state === 1) continue;
    claimed.add(row.email);
    if (atRow && !atRow.has_draft) {
      plan.updates.push({ id: atRow.id, rowNumber: row.rowNumber, name: row.name, email: row.email, reset: true, emailChanged: true });
      continue;
    }
    if (atRow) plan.parks.push(atRow.id);
    plan.inserts.push(row);
  }
}

/** Recommendations no row matched: written letters stay, drafts are parked, the others deleted. */
function removeUnmatched({ existing, used, plan }: Planning): void {
  for (const rec of existing) {
    if (used.has(rec.id)) continue;
    noteLeaving(plan, rec, '');
    if (rec.write_state === 1) continue;
    if (rec.has_draft) {
      if (rec.row_number !== PARKED_ROW) plan.parks.push(rec.id);
    } else plan.deletes.push(rec.id);
  }
}

/**
 * What to change so the module's recommendations mirror its saved rows. Rows are matched by e-mail first (rows
 * renumbered after a deletion keep their status, a parked draft comes back), then by row number (a changed e-mail).
 * A name change never resets anything. Written letters never change their e-mail and are never deleted; a referee's
 * draft is never deleted (its recommendation is parked). An e-mail already used elsewhere in the application, or the
 * applicant's own (`refused`), is skipped: that row stays without a recommendation. `takenElsewhere`: e-mails of
 * the application's other referee modules.
 */
export function planSync(
  existing: StoredRecommendation[],
  rows: RecommenderRow[],
  takenElsewhere: Iterable<string>,
  refused: ReadonlySet<number> = new Set(),
): SyncPlan {
  const claimed = new Set(takenElsewhere);
  for (const rec of existing) if (rec.write_state === 1) claimed.add(rec.email);
  const usable = rows.filter(
    (row, index) => isValidEmail(row.email) && !refused.has(row.rowNumber) && rows.findIndex((other) => other.rowNumber === row.rowNumber) === index,
  );
  const planning: Planning = { existing, claimed, used: new Set(), plan: { deletes: [], updates: [], inserts: [], parks: [], guarded: [] } };
  matchByRowNumber(planning, matchByEmail(planning, usable));
  removeUnmatched(planning);
  return planning.plan;
}
