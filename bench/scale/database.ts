import { readFileSync } from 'node:fs';
import pg from 'pg';

/** A database of its own for one run on the cluster of `adminUrl`, dropped afterwards. */
export interface RunDatabase {
  url: string;
  drop(): Promise<void>;
}

async function admin<T>(adminUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export async function createRunDatabase(adminUrl: string, name: string): Promise<RunDatabase> {
  await admin(adminUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(adminUrl, (client) => client.query(`drop database if exists ${name} with (force)`)).then(() => undefined) };
}

/** The pid of the cluster's postmaster (the parent of any backend), to add up PostgreSQL's CPU time. */
export async function postmasterPid(adminUrl: string): Promise<number | null> {
  return admin(adminUrl, async (client) => {
    const backend = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
    try {
      // Read while the connection is open: its backend process ends with it.
      const stat = readFileSync(`/proc/${backend.rows[0]?.pid}/stat`, 'utf8');
      return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    } catch {
      return null;
    }
  });
}
