import type { Db } from '../db/connect';

/** Notices, news, FAQ, pages, downloads, messages, activities, questionnaires (filled in by the content area). */
export async function seedContent(_db: Db, _projects: Map<string, number>, _now: number): Promise<void> {}
