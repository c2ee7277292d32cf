import pg from 'pg';
import { newPublicId } from '../../server/services/tokens';

/** A database of its own on a PostgreSQL server, dropped afterwards. */
export interface ThrowawayDatabase {
  url: string;
  drop: () => Promise<void>;
}

async function asAdmin(adminUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** Creates an empty database on the server `adminUrl` names, so every run starts from the same seeded state. */
export async function throwawayDatabase(adminUrl: string): Promise<ThrowawayDatabase> {
  const name = `bench_${newPublicId().toLowerCase().replace(/[^a-z0-9]/g, '')}`;
  await asAdmin(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => asAdmin(adminUrl, `drop database if exists ${name} with (force)`) };
}
