import { loadavg } from 'node:os';
import { PATHS } from '../../protocol';
import type { SaveData } from '../../protocol/apply';
import { type Applicant, markerOf } from './applicant';
import type { Cluster } from './cluster';
import { type CpuGroups, type CpuSample, cpuShares, type CpuShares, sampleCpu } from './cpu';
import { type Reply, type Target, dataOf } from './http';
import type { Tally } from './tally';

export interface LoopOptions {
  /** Saves in flight at any time (closed loop: a new one starts when one answers). */
  concurrency: number;
  warmupMs: number;
  durationMs: number;
  /** Share of turns that send two saves of one applicant at once, with the same version, to two instances. */
  raceRate: number;
}

export interface LoopResult {
  /** Saves acknowledged (200) within the measured window. */
  acked: number;
  /** Latency of every save answered within the window, in milliseconds. */
  latencies: number[];
  /** Expected refusals: the losing save of each race (409 stale version). */
  conflicts: number;
  seconds: number;
  cpu: CpuShares;
  /** The machine's 1-minute load average at the end of the window (above the core count: other work competed). */
  loadAverage: number;
}

type Outcome = { kind: 'acked'; version: number } | { kind: 'stale' } | { kind: 'failed' };

/**
 * Saves the module over and over for WARMUP + DURATION: each turn takes the applicant waiting longest, sends its
 * values with a new marker and the version it last saw to a random instance, and gives it back with the new version.
 * Throughput, latency and CPU count only the measured window after the warm-up.
 */
export async function runSaveLoop(cluster: Cluster, tally: Tally, applicants: Applicant[], menuId: number, options: LoopOptions, cpuGroups: CpuGroups): Promise<LoopResult> {
  const waiting = applicants.slice().sort(() => Math.random() - 0.5);
  const start = performance.now();
  const windowStart = start + options.warmupMs;
  const windowEnd = windowStart + options.durationMs;
  const inWindow = (at: number) => at >= windowStart && at <= windowEnd;
  const result = { acked: 0, latencies: [] as number[], conflicts: 0 };
  let before: CpuSample | undefined;
  let after: CpuSample | undefined;
  const startTimer = setTimeout(() => (before = sampleCpu(cpuGroups)), options.warmupMs);
  const endTimer = setTimeout(() => (after = sampleCpu(cpuGroups)), options.warmupMs + options.durationMs);

  async function save(applicant: Applicant, target: Target, base: number): Promise<Outcome> {
    const marker = markerOf(applicant, applicant.sent++);
    const body = `menu_id=${menuId}&version=${base}&value=${applicant.encodedBefore}${encodeURIComponent(marker)}${applicant.encodedAfter}`;
    let reply: Reply;
    try {
      reply = await target.raw.postForm(PATHS.apply.basic, applicant.rawHeaders, body);
    } catch (error) {
      applicant.unanswered.push({ base, marker });
      tally.add('save network', error instanceof Error ? error.message : String(error));
      return { kind: 'failed' };
    }
    const answeredAt = performance.now();
    if (inWindow(answeredAt)) result.latencies.push(reply.ms);
    if (reply.status === 409) return { kind: 'stale' };
    if (reply.status >= 500) applicant.unanswered.push({ base, marker });
    if (!tally.check('save', reply)) return { kind: 'failed' };
    const data = dataOf<SaveData>(reply);
    if (data.state !== 2) tally.add('save: incomplete', JSON.stringify(data.errors));
    if (inWindow(answeredAt)) result.acked += 1;
    if (applicant.acked?.version === data.version) applicant.doubleAcks += 1;
    if (!applicant.acked || data.version >= applicant.acked.version) applicant.acked = { version: data.version, marker };
    return { kind: 'acked', version: data.version };
  }

  /** One turn; false when the applicant's version is no longer known (it leaves the loop). */
  async function turn(applicant: Applicant): Promise<boolean> {
    const base = applicant.version;
    const first = cluster.random();
    if (Math.random() >= options.raceRate) {
      const outcome = await save(applicant, first, base);
      if (outcome.kind === 'stale') tally.add('save 409', `applicant ${applicant.index} at version ${base} with no other save in flight`);
      if (outcome.kind !== 'acked') return false;
      applicant.version = outcome.version;
      return true;
    }
    const outcomes = await Promise.all([save(applicant, first, base), save(applicant, cluster.other(first), base)]);
    const acked = outcomes.filter((outcome) => outcome.kind === 'acked');
    const stale = outcomes.filter((outcome) => outcome.kind === 'stale').length;
    result.conflicts += stale;
    if (acked.length === 2) tally.add('race: both saves acknowledged', `applicant ${applicant.index} at version ${base}`);
    if (stale === 2) tally.add('race: both saves refused', `applicant ${applicant.index} at version ${base}`);
    if (acked.length !== 1 || stale !== 1) return false;
    applicant.version = (acked[0] as { version: number }).version;
    return true;
  }

  async function worker(): Promise<void> {
    while (performance.now() < windowEnd) {
      const applicant = waiting.shift();
      if (!applicant) return;
      if (await turn(applicant)) waiting.push(applicant);
    }
  }

  const workers = Math.min(options.concurrency, applicants.length);
  await Promise.all(Array.from({ length: workers }, worker));
  clearTimeout(startTimer);
  clearTimeout(endTimer);
  if (!before || !after) throw new Error('the save loop ended before its measured window did (every applicant failed)');
  return { ...result, seconds: options.durationMs / 1000, cpu: cpuShares(before, after, cpuGroups.postmaster !== null), loadAverage: Math.round((loadavg()[0] ?? 0) * 10) / 10 };
}
