/** What `npm run bench:scale` reads from its environment. */
export interface ScaleConfig {
  /** PostgreSQL cluster to create each run's database on (scripts/with-postgres.mjs sets TEST_DATABASE_URL). */
  adminUrl: string;
  /** Instance counts to compare (SCALE_INSTANCES, default 1,2). */
  instanceCounts: number[];
  /** Rounds over the counts, in alternating order: 1,2 then 2,1 (SCALE_ROUNDS, default 2). */
  rounds: number;
  /** Simulated applicants per run (SCALE_APPLICANTS, default 200). */
  applicants: number;
  /** Saves in flight during the save loop (SCALE_CONCURRENCY, default 12 per instance of the largest count). */
  concurrency: number;
  /** Requests in flight while applicants sign in, upload and submit (SCALE_SETUP_CONCURRENCY, default 16). */
  setupConcurrency: number;
  warmupMs: number;
  durationMs: number;
  /** Share of save turns that race two saves of one applicant on two instances (SCALE_RACE_RATE, default 0.02). */
  raceRate: number;
  /** build (default), dist or tsx: see `serverCommand`. */
  server: string;
  /** LOG_LEVEL of the instances (SCALE_LOG_LEVEL, default warn: no line per request). */
  logLevel: string;
}

function positive(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const value = Number(env[name] ?? fallback);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number: ${env[name]}`);
  return value;
}

export function loadScaleConfig(env: NodeJS.ProcessEnv = process.env): ScaleConfig {
  const adminUrl = env.SCALE_DATABASE_URL || env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('No PostgreSQL: run `npm run bench:scale` (it starts one), or set SCALE_DATABASE_URL to a superuser connection string');
  const instanceCounts = (env.SCALE_INSTANCES ?? '1,2').split(',').map((part) => Number(part.trim()));
  if (instanceCounts.some((count) => !Number.isInteger(count) || count < 1)) throw new Error(`SCALE_INSTANCES must list instance counts: ${env.SCALE_INSTANCES}`);
  const raceRate = Number(env.SCALE_RACE_RATE ?? 0.02);
  if (!(raceRate >= 0 && raceRate <= 1)) throw new Error(`SCALE_RACE_RATE must be between 0 and 1: ${env.SCALE_RACE_RATE}`);
  return {
    adminUrl,
    instanceCounts,
    rounds: Math.round(positive(env, 'SCALE_ROUNDS', 2)),
    applicants: Math.round(positive(env, 'SCALE_APPLICANTS', 200)),
    concurrency: Math.round(positive(env, 'SCALE_CONCURRENCY', 12 * Math.max(...instanceCounts))),
    setupConcurrency: Math.round(positive(env, 'SCALE_SETUP_CONCURRENCY', 16)),
    warmupMs: positive(env, 'SCALE_WARMUP', 3) * 1000,
    durationMs: positive(env, 'SCALE_DURATION', 10) * 1000,
    raceRate,
    server: env.SCALE_SERVER ?? 'build',
    logLevel: env.SCALE_LOG_LEVEL ?? 'warn',
  };
}
