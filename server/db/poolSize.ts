/**
 * PostgreSQL connections one server instance keeps at most. A save is a few short statements, so a handful of
 * connections keeps the database busy; more only queue inside PostgreSQL. Several instances share the server's
 * max_connections (100 by default): instances × PG_POOL_MAX must stay below it.
 */
export const DEFAULT_PG_POOL_MAX = 10;

/** PG_POOL_MAX: a whole number from 1, else the default. */
export function pgPoolMax(env: NodeJS.ProcessEnv): number {
  const text = env.PG_POOL_MAX?.trim();
  if (!text) return DEFAULT_PG_POOL_MAX;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1) throw new Error(`PG_POOL_MAX must be a whole number from 1: ${env.PG_POOL_MAX}`);
  return value;
}
