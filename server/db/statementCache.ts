import type { Database as SQLiteDatabase, Statement } from 'better-sqlite3';
import type { PostgresPool, PostgresPoolClient, SqliteDatabase } from 'kysely';
import type { Pool } from 'pg';
import { dropOldest } from '../../schema-adapters/cacheEviction';
import { errorCode } from '../errorCode';

const MAX_STATEMENTS = 1000;

/**
 * Kysely prepares every query anew; preparing costs about as much as running a small one. Queries are built from
 * the same code paths, so their SQL text repeats: keep the prepared statements (least recently used dropped).
 */
export function withStatementCache(database: SQLiteDatabase): SqliteDatabase {
  const statements = new Map<string, Statement>();
  return {
    close: () => database.close(),
    prepare(sql: string) {
      let statement = statements.get(sql);
      if (statement) {
        statements.delete(sql);
      } else {
        statement = database.prepare(sql);
        if (statements.size >= MAX_STATEMENTS) dropOldest(statements);
      }
      statements.set(sql, statement);
      return statement;
    },
  };
}

const MAX_PREPARED = 1000;
/** "cached plan must not change result type": a table a prepared `select *` reads changed (another instance migrated). */
const CHANGED_RESULT_TYPE = '0A000';
const OPENS_TRANSACTION = /^(begin|start transaction)\b/i;
const ENDS_TRANSACTION = /^(commit|rollback)$/i;

type Rows = { rows: unknown[]; rowCount: number | null; command: string };

/**
 * PostgreSQL parses and plans every unnamed statement anew, which costs several times what running a key lookup
 * does. Statements with parameters get a name per SQL text, so each pooled connection parses them once and
 * PostgreSQL may keep their plan. A statement whose result columns changed under it (a migration by another
 * instance) is prepared again under a new name, and run again when that is safe (outside a transaction).
 */
export function withPreparedStatements(pool: Pool): PostgresPool {
  const names = new Map<string, string>();
  let made = 0;
  const nameOf = (text: string): string | undefined => {
    const known = names.get(text);
    if (known || names.size >= MAX_PREPARED) return known;
    const name = `s${(made += 1)}`;
    names.set(text, name);
    return name;
  };
  const renamed = (text: string, stale: string): string => {
    if (names.get(text) !== stale) return names.get(text) ?? stale;
    const name = `s${(made += 1)}`;
    names.set(text, name);
    return name;
  };
  return {
    end: () => pool.end(),
    async connect(): Promise<PostgresPoolClient> {
      const client = await pool.connect();
      let inTransaction = false;
      const run = async (text: string, values: unknown[]): Promise<Rows> => {
        if (OPENS_TRANSACTION.test(text)) inTransaction = true;
        else if (ENDS_TRANSACTION.test(text)) inTransaction = false;
        const name = values.length > 0 ? nameOf(text) : undefined;
        if (!name) return client.query({ text, values });
        try {
          return await client.query({ name, text, values });
        } catch (error) {
          if (errorCode(error) !== CHANGED_RESULT_TYPE) throw error;
          const again = renamed(text, name);
          if (inTransaction) throw error;
          return client.query({ name: again, text, values });
        }
      };
      return {
        query: ((textOrCursor: string | object, values?: readonly unknown[]) =>
          typeof textOrCursor === 'string' ? run(textOrCursor, [...(values ?? [])]) : client.query(textOrCursor as never)) as PostgresPoolClient['query'],
        release: () => client.release(),
      };
    },
  };
}
