import SQLite from 'better-sqlite3';
import pg from 'pg';

let executed = 0;

/**
 * Counts every statement the server sends to its database (PostgreSQL round trips, including begin and commit;
 * SQLite statements run), by wrapping the drivers' own methods: bench only, so the server code stays as it is.
 */
export function countQueries(): () => number {
  const pgQuery = pg.Client.prototype.query;
  pg.Client.prototype.query = function countedQuery(this: pg.Client, ...args: unknown[]) {
    executed += 1;
    return (pgQuery as (...rest: unknown[]) => unknown).apply(this, args);
  } as typeof pgQuery;
  const probe = new SQLite(':memory:');
  const statement = Object.getPrototypeOf(probe.prepare('select 1')) as Record<'run' | 'all' | 'get', (...rest: unknown[]) => unknown>;
  probe.close();
  for (const method of ['run', 'all', 'get'] as const) {
    const original = statement[method];
    statement[method] = function counted(this: unknown, ...args: unknown[]) {
      executed += 1;
      return original.apply(this, args);
    };
  }
  return () => executed;
}
