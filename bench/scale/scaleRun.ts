import { connect } from '../../server/db/connect';
import { hashPassword } from '../../server/services/account/passwords';
import { newPublicId } from '../../server/services/tokens';
import type { Db } from '../../server/db/connect';
import { APPLICANT_PASSWORD, type Applicant, applicantEmail, prepareApplicant, submitApplicant } from './applicant';
import { Cluster } from './cluster';
import type { ScaleConfig } from './config';
import type { CpuShares } from './cpu';
import { createRunDatabase, postmasterPid } from './database';
import { targetOf } from './http';
import { type ServerCommand, startInstances } from './instances';
import { findLostWrites, type LostWrite } from './lostWrites';
import { MARKER_FIELD, loadProject } from './project';
import { runSaveLoop } from './saveLoop';
import { Tally } from './tally';

/** The figures of one run (one instance count, one round). */
export interface RunFigures {
  instances: number;
  round: number;
  save_rps: number;
  save_p50_ms: number;
  save_p99_ms: number;
  saves_acked: number;
  conflicts_expected: number;
  errors: number;
  error_kinds: Record<string, number>;
  error_samples: string[];
  lost_writes: number;
  lost_samples: LostWrite[];
  applicants_ready: number;
  cross_instance_fetch: { identical: number; failed: number; different: number };
  submitted: number;
  setup_s: number;
  cpu_cores: CpuShares;
  load_average: number;
}

/** Runs `work` over `items` with at most `limit` at a time, keeping the order of results. */
async function mapLimit<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
  return results;
}

const percentile = (sorted: number[], share: number) => sorted[Math.max(0, Math.ceil(share * sorted.length) - 1)] ?? 0;
const tenths = (value: number) => Math.round(value * 10) / 10;

/** Accounts with a password for the applicants who log in (odd indices); the others register through the API. */
async function createPasswordAccounts(db: Db, projectId: number, count: number, passwordHash: string): Promise<void> {
  const now = Date.now();
  const rows = [];
  for (let index = 1; index < count; index += 2) {
    rows.push({ project_id: projectId, uid: newPublicId(), email: applicantEmail(index), mobile: null, phone_code: null, name: `Scale ${index}`, password_hash: passwordHash, activated: 1, is_free: 0, head_portrait: null, created_at: now, deleted_at: null });
  }
  if (rows.length > 0) await db.insertInto('users').values(rows).execute();
}

let runNumber = 0;

/**
 * One run: a fresh database, `count` server instances on it, the applicants brought to the point of saving, the
 * measured save loop, every applicant submitting, then the acknowledged saves checked in the database.
 */
export async function scaleRun(config: ScaleConfig, command: ServerCommand, count: number, round: number): Promise<RunFigures> {
  const database = await createRunDatabase(config.adminUrl, `bench_scale_${process.pid}_${++runNumber}`);
  const instances = await startInstances(command, database.url, count, config.logLevel).catch(async (error: unknown) => {
    await database.drop();
    throw error;
  });
  const { db } = connect({ databaseUrl: database.url });
  const cluster = new Cluster(instances.map((instance, index) => targetOf(index, instance.port)));
  try {
    const project = await loadProject(db, Date.now());
    await createPasswordAccounts(db, project.projectId, config.applicants, await hashPassword(APPLICANT_PASSWORD));
    const tally = new Tally();
    const setupStarted = performance.now();
    const indices = Array.from({ length: config.applicants }, (_, index) => index);
    const prepared = await mapLimit(indices, config.setupConcurrency, (index) => prepareApplicant(cluster, db, tally, project, index));
    const applicants = prepared.filter((applicant): applicant is Applicant => applicant !== undefined);
    const setupSeconds = (performance.now() - setupStarted) / 1000;
    if (applicants.length === 0) throw new Error(`no applicant could be prepared: ${tally.samples.join('\n')}`);

    const cpuGroups = { servers: instances.map((instance) => instance.pid), postmaster: await postmasterPid(config.adminUrl) };
    const loop = await runSaveLoop(cluster, tally, applicants, project.saved.menuId, config, cpuGroups);
    const submitted = (await mapLimit(applicants, config.setupConcurrency, (applicant) => submitApplicant(cluster, tally, applicant))).filter(Boolean).length;
    const lost = await findLostWrites(db, applicants, project.saved.menuId, MARKER_FIELD);

    const sorted = loop.latencies.sort((a, b) => a - b);
    const fetches = (kind: Applicant['crossFetch']) => applicants.filter((applicant) => applicant.crossFetch === kind).length;
    return {
      instances: count,
      round,
      save_rps: Math.round(loop.acked / loop.seconds),
      save_p50_ms: tenths(percentile(sorted, 0.5)),
      save_p99_ms: tenths(percentile(sorted, 0.99)),
      saves_acked: loop.acked,
      conflicts_expected: loop.conflicts,
      errors: tally.total,
      error_kinds: tally.summary(),
      error_samples: tally.samples,
      lost_writes: lost.length,
      lost_samples: lost.slice(0, 3),
      applicants_ready: applicants.length,
      cross_instance_fetch: { identical: fetches('identical'), failed: fetches('failed'), different: fetches('different') },
      submitted,
      setup_s: tenths(setupSeconds),
      cpu_cores: loop.cpu,
      load_average: loop.loadAverage,
    };
  } finally {
    cluster.close();
    await db.destroy();
    await Promise.all(instances.map((instance) => instance.stop()));
    await database.drop();
  }
}
