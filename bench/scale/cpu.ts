import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks per second of /proc times (USER_HZ: 100 on Linux). */
const TICKS_PER_SECOND = 100;

interface ProcStat {
  ppid: number;
  /** User plus system CPU time, in seconds. */
  cpu: number;
}

function procStat(pid: number): ProcStat | null {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return { ppid: Number(fields[1]), cpu: (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND };
  } catch {
    return null;
  }
}

/** A process and its children (PostgreSQL: the postmaster and its backends), as pid → CPU seconds. */
function familyCpu(root: number): Map<number, number> {
  const found = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    const pid = Number(entry);
    if (!Number.isInteger(pid)) continue;
    const stat = procStat(pid);
    if (stat && (pid === root || stat.ppid === root)) found.set(pid, stat.cpu);
  }
  return found;
}

export interface CpuGroups {
  servers: number[];
  postmaster: number | null;
}

/** CPU seconds used so far by each server process, by PostgreSQL and by this process (the load generator). */
export interface CpuSample {
  at: number;
  servers: Array<number | null>;
  postgres: Map<number, number>;
  client: number;
}

export function sampleCpu(groups: CpuGroups): CpuSample {
  const usage = process.cpuUsage();
  return {
    at: performance.now(),
    servers: groups.servers.map((pid) => procStat(pid)?.cpu ?? null),
    postgres: groups.postmaster === null ? new Map() : familyCpu(groups.postmaster),
    client: (usage.user + usage.system) / 1e6,
  };
}

/** Share of one core used between two samples, per server process, PostgreSQL (all backends) and the load generator. */
export interface CpuShares {
  servers: Array<number | null>;
  postgres: number | null;
  client: number;
}

export function cpuShares(before: CpuSample, after: CpuSample, hasPostgres: boolean): CpuShares {
  const seconds = (after.at - before.at) / 1000;
  const share = (used: number) => Math.round((used / seconds) * 100) / 100;
  let postgres = 0;
  for (const [pid, cpu] of after.postgres) postgres += cpu - (before.postgres.get(pid) ?? 0);
  return {
    servers: after.servers.map((cpu, index) => {
      const start = before.servers[index];
      return cpu === null || start === null || start === undefined ? null : share(cpu - start);
    }),
    postgres: hasPostgres ? share(postgres) : null,
    client: share(after.client - before.client),
  };
}
