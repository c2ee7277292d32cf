import type autocannon from 'autocannon';

/** Requests per second, latency percentiles and failures of one autocannon run. */
export interface Figures {
  rps: number;
  p50: number;
  p99: number;
  failed: number;
}

/** The figures of one server start: saves at full speed, menu reads, saves at the target rate. */
export interface RunFigures {
  save: Figures;
  menu: Figures;
  atTarget?: Figures;
  /** Statements the server ran per save request (round trips on PostgreSQL), over the full-speed save run. */
  queriesPerSave: number;
  /** CPU time of the server's event-loop thread per save request (Linux only), over the same run. */
  serverCpuMsPerSave?: number | undefined;
  /** CPU time of the PostgreSQL backends serving the server per save request (0 on SQLite: it runs in the server thread). */
  databaseCpuMsPerSave: number;
}

export function summarise(name: string, result: autocannon.Result): Figures {
  const figures = { rps: Math.round(result.requests.average), p50: result.latency.p50, p99: result.latency.p99, failed: result.non2xx + result.errors + result.timeouts };
  const statuses = Object.entries(result.statusCodeStats ?? {}).filter(([status]) => !status.startsWith('2'));
  const why = [...statuses.map(([status, { count }]) => `${count} × ${status}`), ...(result.errors ? [`${result.errors} errors`] : []), ...(result.timeouts ? [`${result.timeouts} timeouts`] : [])];
  console.log(`${name}: ${figures.rps} requests/s, p50 ${figures.p50} ms, p99 ${figures.p99} ms, ${result.requests.total} requests, ${figures.failed} failed${why.length ? ` (${why.join(', ')})` : ''}`);
  return figures;
}

/** The keys of the last JSON line for one engine (unprefixed when a single engine runs). */
export function figureKeys(run: RunFigures, targetRate: number): Record<string, number> {
  const { save, menu, atTarget } = run;
  return {
    save_rps: save.rps,
    save_p50_ms: save.p50,
    save_p99_ms: save.p99,
    save_failed: save.failed,
    menu_rps: menu.rps,
    menu_p50_ms: menu.p50,
    menu_p99_ms: menu.p99,
    menu_failed: menu.failed,
    ...(atTarget ? { target_rate: targetRate, save_at_target_rps: atTarget.rps, save_at_target_p50_ms: atTarget.p50, save_at_target_p99_ms: atTarget.p99, save_at_target_failed: atTarget.failed } : {}),
    queries_per_save: run.queriesPerSave,
    ...(run.serverCpuMsPerSave === undefined ? {} : { server_cpu_ms_per_save: run.serverCpuMsPerSave, database_cpu_ms_per_save: run.databaseCpuMsPerSave }),
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/** Each key's median over repeated runs (failures are summed: one failed request in any run counts). */
export function medianKeys(runs: Record<string, number>[]): Record<string, number> {
  const keys = Object.keys(runs[0] ?? {});
  return Object.fromEntries(
    keys.map((key) => {
      const values = runs.map((run) => run[key] ?? 0);
      return [key, key.endsWith('_failed') ? values.reduce((sum, value) => sum + value, 0) : median(values)];
    }),
  );
}
