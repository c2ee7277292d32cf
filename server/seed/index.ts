import type { Db } from '../db/connect';
import { seedAccounts } from './accounts';
import { seedContent } from './content';
import { seedProjects } from './projects';

/** Idempotent: projects, batches and modules from fixtures, then demo accounts and content. */
export async function seed(db: Db, now: number): Promise<void> {
  const projects = await seedProjects(db, now);
  await seedAccounts(db, projects, now);
  await seedContent(db, projects, now);
}
