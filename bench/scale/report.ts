import type { RunFigures } from './scaleRun';

const cores = (value: number | null) => (value === null ? '?' : value.toFixed(2));

/** One readable line per run. */
export function describeRun(run: RunFigures, concurrency: number, seconds: number): string {
  const fetch = run.cross_instance_fetch;
  const cpu = run.cpu_cores;
  return [
    `${run.instances} instance${run.instances === 1 ? '' : 's'} (round ${run.round}): save ${run.save_rps} req/s, p50 ${run.save_p50_ms} ms, p99 ${run.save_p99_ms} ms`,
    `(${run.saves_acked} acknowledged in ${seconds} s, ${concurrency} in flight)`,
    `| ${run.conflicts_expected} expected 409s from races, errors ${run.errors}, lost writes ${run.lost_writes}`,
    `| ${run.applicants_ready} applicants ready in ${run.setup_s} s, ${run.submitted} submitted, file fetched from another instance: ${fetch.identical} identical, ${fetch.failed} failed, ${fetch.different} different`,
    `| CPU cores: servers ${cpu.servers.map(cores).join(' + ')}, PostgreSQL ${cores(cpu.postgres)}, load generator ${cores(cpu.client)}; machine load average ${run.load_average}`,
  ].join(' ');
}

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length);
const round1 = (value: number) => Math.round(value * 10) / 10;
const round2 = (value: number) => Math.round(value * 100) / 100;

export interface CountFigures {
  save_rps: number;
  save_rps_runs: number[];
  save_p50_ms: number;
  save_p99_ms: number;
  errors: number;
  lost_writes: number;
  conflicts_expected: number;
  cross_instance_fetch_failed: number;
  cpu_cores: { servers: number; postgres: number | null; load_generator: number };
}

/** The figures of one instance count over its rounds: means of rates and latencies, sums of errors and lost writes. */
export function summariseCount(runs: RunFigures[]): CountFigures {
  const postgres = runs.map((run) => run.cpu_cores.postgres).filter((value): value is number => value !== null);
  return {
    save_rps: Math.round(mean(runs.map((run) => run.save_rps))),
    save_rps_runs: runs.map((run) => run.save_rps),
    save_p50_ms: round1(mean(runs.map((run) => run.save_p50_ms))),
    save_p99_ms: round1(mean(runs.map((run) => run.save_p99_ms))),
    errors: runs.reduce((sum, run) => sum + run.errors, 0),
    lost_writes: runs.reduce((sum, run) => sum + run.lost_writes, 0),
    conflicts_expected: runs.reduce((sum, run) => sum + run.conflicts_expected, 0),
    cross_instance_fetch_failed: runs.reduce((sum, run) => sum + run.cross_instance_fetch.failed + run.cross_instance_fetch.different, 0),
    cpu_cores: {
      servers: round2(mean(runs.map((run) => run.cpu_cores.servers.reduce<number>((sum, value) => sum + (value ?? 0), 0)))),
      postgres: postgres.length > 0 ? round2(mean(postgres)) : null,
      load_generator: round2(mean(runs.map((run) => run.cpu_cores.client))),
    },
  };
}

/**
 * The most N instances can gain over one on this machine, from the CPU the one-instance runs used: each instance is
 * held to the core its event loop runs on, and the machine to its cores shared with PostgreSQL and the load generator
 * (N instances need N times their CPU and PostgreSQL's). A scale_ratio near this figure is the machine's limit, not
 * the server's.
 */
export function scaleCeiling(one: CountFigures, instances: number, machineCores: number): number | null {
  const { servers, postgres, load_generator: client } = one.cpu_cores;
  if (servers <= 0 || postgres === null) return null;
  const perInstance = instances / Math.max(1, servers);
  const perMachine = machineCores / (servers + postgres + client);
  return round2(Math.min(perInstance, perMachine));
}
