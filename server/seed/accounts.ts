import type { Db } from '../db/connect';

/** Demo applicant accounts per project (filled in by the accounts area). */
export async function seedAccounts(_db: Db, _projects: Map<string, number>, _now: number): Promise<void> {}
