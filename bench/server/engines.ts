import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Engine } from './setup';

const ENGINES: readonly Engine[] = ['sqlite', 'postgres'];

/** BENCH_ENGINES (`sqlite,postgres`), else the one engine the server would use: PostgreSQL when DATABASE_URL is set. */
export function benchEngines(env: NodeJS.ProcessEnv): Engine[] {
  const wanted = env.BENCH_ENGINES?.split(',').map((name) => name.trim().toLowerCase()).filter(Boolean);
  if (!wanted?.length) return [env.DATABASE_URL ? 'postgres' : 'sqlite'];
  const unknown = wanted.filter((name) => !ENGINES.includes(name as Engine));
  if (unknown.length > 0) throw new Error(`BENCH_ENGINES takes ${ENGINES.join(', ')}: ${unknown.join(', ')}`);
  return [...new Set(wanted as Engine[])];
}

/** The PostgreSQL server the bench makes its throwaway databases on. */
export const postgresServer = (env: NodeJS.ProcessEnv): string | undefined => env.DATABASE_URL || env.TEST_DATABASE_URL || undefined;

/**
 * Runs this same benchmark again under scripts/with-postgres.mjs (a throwaway PostgreSQL cluster) and returns its
 * exit status, when PostgreSQL is wanted and no server is named.
 */
export function rerunWithThrowawayPostgres(engines: Engine[], env: NodeJS.ProcessEnv): number | undefined {
  if (!engines.includes('postgres') || postgresServer(env)) return undefined;
  const script = fileURLToPath(new URL('../../scripts/with-postgres.mjs', import.meta.url));
  const self = [process.execPath, ...process.execArgv, ...process.argv.slice(1)];
  return spawnSync(process.execPath, [script, ...self], { stdio: 'inherit' }).status ?? 1;
}
