import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresAdapter, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema';
import { DEFAULT_PG_POOL_MAX } from './poolSize';
import { withPreparedStatements, withStatementCache } from './statementCache';

export type Db = Kysely<Database>;

/** The database (or transaction) is PostgreSQL. */
export const isPostgres = (db: Db): boolean => db.getExecutor().adapter instanceof PostgresAdapter;

export interface ConnectOptions {
  /** PostgreSQL connection string; SQLite when absent. */
  databaseUrl?: string | undefined;
  /** SQLite file, or `:memory:`. */
  sqliteFile?: string;
  dataDir?: string;
  /** PostgreSQL connections at most (the server passes its PG_POOL_MAX; default 10). */
  poolMax?: number;
  /** Told when PostgreSQL drops an idle pooled connection (the pool replaces it). */
  onIdleError?: (error: Error) => void;
}

// bigint columns hold millisecond times that fit a double exactly; read them as numbers.
pg.types.setTypeParser(pg.types.builtins.INT8, (value: string) => Number(value));

export function connect(options: ConnectOptions): { db: Db; kind: 'sqlite' | 'postgres' } {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolMax ?? DEFAULT_PG_POOL_MAX });
    // An idle client can lose its connection (server restart, a dropped database, a network blip);
    // pg-pool then emits 'error', which without a listener would crash the process. The pool has
    // already discarded that client and opens a new one on the next query.
    pool.on('error', (error) => {
      if (!pool.ending) options.onIdleError?.(error);
    });
    return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool: withPreparedStatements(pool) }) }), kind: 'postgres' };
  }
  let file = options.sqliteFile;
  if (!file) {
    const dir = options.dataDir ?? 'data';
    mkdirSync(dir, { recursive: true });
    file = join(dir, 'portal.sqlite');
  }
  const database = new SQLite(file);
  database.pragma('journal_mode = WAL');
  database.pragma('synchronous = NORMAL');
  database.pragma('foreign_keys = ON');
  database.pragma('busy_timeout = 5000');
  return { db: new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(database) }) }), kind: 'sqlite' };
}
