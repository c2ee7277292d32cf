import { isValidEmail, type RecommenderRow } from './columns';

/** The part of a stored recommendation the sync looks at. */
export interface StoredRecommendation {
  id: number;
  row_number: number;
  name: string;
  email: string;
  write_state: number;
  send_state: number;
}

export interface PlannedUpdate {
  id: number;
  rowNumber: number;
  name: string;
  email: string;
  /** Send status back to 0 and the invitation link killed (e-mail or name changed). */
  reset: boolean;
  /** Another person now: the previous referee's draft is dropped. */
  emailChanged: boolean;
}

export interface SyncPlan {
  deletes: number[];
  updates: PlannedUpdate[];
  inserts: RecommenderRow[];
}

/**
 * What to change so the module's recommendations mirror its saved rows. Rows are matched by e-mail first (rows
 * renumbered after a deletion keep their status), then by row number (a changed e-mail). Written letters never change
 * their e-mail and are never deleted. An e-mail already used elsewhere in the application is skipped: that row stays
 * without a recommendation (unsent). `takenElsewhere`: e-mails of the application's other referee modules.
 */
export function planSync(existing: StoredRecommendation[], rows: RecommenderRow[], takenElsewhere: Iterable<string>): SyncPlan {
  const claimed = new Set(takenElsewhere);
  for (const rec of existing) if (rec.write_state === 1) claimed.add(rec.email);
  const usable = rows.filter((row, index) => isValidEmail(row.email) && rows.findIndex((other) => other.rowNumber === row.rowNumber) === index);
  const used = new Set<number>();
  const plan: SyncPlan = { deletes: [], updates: [], inserts: [] };
  const unmatched: RecommenderRow[] = [];

  for (const row of usable) {
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
      plan.updates.push({
        id: rec.id,
        rowNumber: row.rowNumber,
        name: written ? rec.name : row.name,
        email: rec.email,
        reset: nameChanged && rec.send_state === 1,
        emailChanged: false,
      });
    }
  }

  for (const row of unmatched) {
    if (claimed.has(row.email)) continue;
    const atRow = existing.find((candidate) => candidate.row_number === row.rowNumber && !used.has(candidate.id));
    if (atRow) used.add(atRow.id);
    if (atRow?.write_state === 1) continue;
    claimed.add(row.email);
    if (atRow) plan.updates.push({ id: atRow.id, rowNumber: row.rowNumber, name: row.name, email: row.email, reset: true, emailChanged: true });
    else plan.inserts.push(row);
  }

  for (const rec of existing) if (!used.has(rec.id) && rec.write_state !== 1) plan.deletes.push(rec.id);
  return plan;
}
