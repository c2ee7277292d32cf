import { readFileSync } from 'node:fs';
import { sql } from 'kysely';
import type { Db } from '../../server/db/connect';

/** Linux's clock ticks per second for /proc times (USER_HZ, 100 on every common build). */
const TICKS_PER_SECOND = 100;

/** CPU time (user + system) a process or thread has used, in ms, from /proc (undefined elsewhere or once gone). */
function procCpuMs(path: string): number | undefined {
  try {
    const fields = readFileSync(path, 'utf8').split(') ')[1]?.split(' ') ?? [];
    // After the command name: state is field 3, utime field 14 and stime field 15 of proc(5).
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return undefined;
  }
}

/** CPU time of this process's main thread (the server's event loop, without the load generator's worker thread). */
export const serverThreadCpuMs = (): number | undefined => procCpuMs(`/proc/${process.pid}/task/${process.pid}/stat`);

/** CPU time per PostgreSQL backend serving the server's database, by process id (empty for SQLite). */
export async function backendCpuMs(db: Db, kind: 'sqlite' | 'postgres'): Promise<Map<number, number>> {
  if (kind !== 'postgres') return new Map();
  const { rows } = await sql<{ pid: number }>`select pid from pg_stat_activity where datname = current_database()`.execute(db);
  return new Map(rows.flatMap(({ pid }) => {
    const ms = procCpuMs(`/proc/${pid}/stat`);
    return ms === undefined ? [] : [[pid, ms]];
  }));
}

/** CPU used between two readings of the backends; a backend opened in between counts from zero. */
export function backendCpuSpent(before: Map<number, number>, after: Map<number, number>): number {
  let spent = 0;
  for (const [pid, ms] of after) spent += ms - (before.get(pid) ?? 0);
  return spent;
}
