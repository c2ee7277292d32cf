/**
 * Server benchmark (npm run bench:server): the real server in-process on loopback with a throwaway database (SQLite
 * in a temporary folder; PostgreSQL when DATABASE_URL names a server: a throwaway database on it), driven by
 * autocannon from a worker thread (so client and server do not share one event loop).
 * 1. saves (apply/basic, valid scu-basic-info values with each user's own photo file; each request carries the
 *    version its user last saw and no user has two requests in flight, so there are no 409s) as fast as the
 *    connections go;
 * 2. module menu reads (apply/menu) the same way;
 * 3. saves at a fixed 200 requests/s (the budget's rate) for the latency at that load.
 * Each run lasts BENCH_DURATION seconds (default 10) with BENCH_CONNECTIONS connections (default 8).
 * BENCH_ENGINES=sqlite,postgres runs both engines in one invocation, interleaved, BENCH_REPEATS times (default 3),
 * on a throwaway PostgreSQL cluster (scripts/with-postgres.mjs) unless DATABASE_URL or TEST_DATABASE_URL names one.
 * Prints requests/s and p50/p99 latency of each, and per save the statements run and the CPU time of the server
 * thread and of the PostgreSQL backends; the last line is one JSON object with the figures (medians over the
 * repeats; with several engines each key is prefixed by its engine).
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import type { FastifyInstance } from 'fastify';
import { PATHS, signedQuery } from '../../protocol';
import { parseFields, validateModule } from '../../schema-adapters';
import { benchEngines, postgresServer, rerunWithThrowawayPostgres } from './engines';
import { type Figures, figureKeys, medianKeys, type RunFigures, summarise } from './figures';
import { backendCpuMs, backendCpuSpent, serverThreadCpuMs } from './cpuTime';
import { countQueries } from './queryCount';
import { basicInfoModule, createApplicants, type Engine, portalHeaders, startBenchServer, withOwnFiles } from './setup';
import { printSideBySide } from './table';

const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 8);
const targetRate = Number(process.env.BENCH_TARGET_RATE ?? 200);
const hooks = (name: string) => fileURLToPath(new URL(`./client/${name}.cjs`, import.meta.url));
const queriesSoFar = countQueries();

/** Fresh applicants (version 0) for one run, written where the client worker's hooks read them. */
async function prepareRun(app: FastifyInstance, dataDir: string, name: string): Promise<void> {
  const { menuId, values } = await basicInfoModule(app);
  const users = await withOwnFiles(app, await createApplicants(app, 'scu', connections * 3), menuId, values);
  const headers: Record<string, string> = portalHeaders('');
  delete headers.token;
  const file = join(dataDir, `bench-${name}.json`);
  writeFileSync(file, JSON.stringify({ users, menuId, values, headers }));
  process.env.BENCH_STATE_FILE = file;
}

async function run(name: string, url: string, request: autocannon.Request, rate?: number): Promise<{ figures: Figures; total: number }> {
  const result = await autocannon({ url, connections, duration, workers: 1, requests: [request], ...(rate ? { overallRate: rate } : {}) });
  return { figures: summarise(name, result), total: result.requests.total };
}

/** Cold (first call compiles AJV) and warm validation of the saved module: the per-module cache keeps saves warm. */
async function validationCost(app: FastifyInstance): Promise<void> {
  const { menuId, values } = await basicInfoModule(app);
  const module = await app.ctx.db.selectFrom('modules').select('fields').where('id', '=', menuId).executeTakeFirstOrThrow();
  const fields = parseFields(JSON.parse(module.fields));
  const data = JSON.parse(values) as unknown;
  let start = performance.now();
  validateModule(fields, data, { locale: 'en' });
  const cold = performance.now() - start;
  start = performance.now();
  for (let index = 0; index < 200; index += 1) validateModule(fields, data, { locale: 'en' });
  console.log(`validateModule scu-basic-info: first ${cold.toFixed(1)} ms, warm ${((performance.now() - start) / 200).toFixed(3)} ms`);
}

/** One server start on `engine`: the three runs. */
async function runEngine(engine: Engine, label: string, withValidationCost: boolean): Promise<RunFigures> {
  const server = await startBenchServer(engine, postgresServer(process.env));
  const { app, url, dataDir } = server;
  try {
    if (withValidationCost) await validationCost(app);
    console.log(`${label}server ${url}, ${server.where}, ${connections} connections, ${duration} s per run`);
    const saveRequest = { method: 'POST', path: PATHS.apply.basic, setupRequest: hooks('saveSetup'), onResponse: hooks('saveResponse') } as unknown as autocannon.Request;
    await prepareRun(app, dataDir, 'save');
    const { db, dbKind } = app.ctx;
    const [threadBefore, backendsBefore, queriesBefore] = [serverThreadCpuMs(), await backendCpuMs(db, dbKind), queriesSoFar()];
    const save = await run(`${label}save (apply/basic)`, url, saveRequest);
    const [threadAfter, queriesAfter, backendsAfter] = [serverThreadCpuMs(), queriesSoFar(), await backendCpuMs(db, dbKind)];
    const perSave = (amount: number) => Math.round((amount / Math.max(1, save.total)) * 100) / 100;
    const costs = {
      queriesPerSave: perSave(queriesAfter - queriesBefore),
      serverCpuMsPerSave: threadBefore === undefined || threadAfter === undefined ? undefined : perSave(threadAfter - threadBefore),
      databaseCpuMsPerSave: perSave(backendCpuSpent(backendsBefore, backendsAfter)),
    };
    const cpu = costs.serverCpuMsPerSave === undefined ? '' : `, server thread CPU ${costs.serverCpuMsPerSave} ms, database processes CPU ${costs.databaseCpuMsPerSave} ms`;
    console.log(`${label}per save: ${costs.queriesPerSave} queries${cpu}`);
    const menuPath = `${PATHS.apply.menu}?${new URLSearchParams(signedQuery({}, Date.now())).toString()}`;
    const menu = await run(`${label}menu (apply/menu)`, url, { method: 'GET', path: menuPath, setupRequest: hooks('menuSetup') } as unknown as autocannon.Request);
    let atTarget: Figures | undefined;
    if (targetRate > 0) {
      await prepareRun(app, dataDir, 'save-rate');
      atTarget = (await run(`${label}save at ${targetRate}/s`, url, saveRequest, targetRate)).figures;
    }
    return { save: save.figures, menu: menu.figures, ...(atTarget ? { atTarget } : {}), ...costs };
  } finally {
    await server.close();
  }
}

const ratio = (a: number | undefined, b: number | undefined) => (a !== undefined && b ? Math.round((a / b) * 100) / 100 : null);

async function main(engines: Engine[]): Promise<void> {
  const repeats = Number(process.env.BENCH_REPEATS ?? (engines.length > 1 ? 3 : 1));
  const runs = new Map<Engine, Record<string, number>[]>(engines.map((engine) => [engine, []]));
  for (let repeat = 0; repeat < repeats; repeat += 1) {
    // Alternate the order so neither engine always runs on a machine warmed (or tired) by the other.
    const order = repeat % 2 === 0 ? engines : [...engines].reverse();
    for (const engine of order) {
      const label = engines.length > 1 || repeats > 1 ? `[${engine} ${repeat + 1}/${repeats}] ` : '';
      const figures = await runEngine(engine, label, repeat === 0 && engine === order[0]);
      runs.get(engine)?.push(figureKeys(figures, targetRate));
    }
  }
  const medians = Object.fromEntries(engines.map((engine) => [engine, medianKeys(runs.get(engine) ?? [])]));
  const common = { connections, duration_s: duration, ...(repeats > 1 ? { repeats } : {}) };
  if (engines.length === 1) {
    console.log(JSON.stringify({ engine: engines[0], ...medians[engines[0] as Engine], ...common }));
    return;
  }
  printSideBySide(medians);
  const prefixed = Object.fromEntries(engines.flatMap((engine) => Object.entries(medians[engine] ?? {}).map(([key, value]) => [`${engine}_${key}`, value])));
  console.log(
    JSON.stringify({
      engines,
      ...prefixed,
      pg_to_sqlite_p99_ratio: ratio(medians.postgres?.save_at_target_p99_ms, medians.sqlite?.save_at_target_p99_ms),
      pg_to_sqlite_save_p99_ratio: ratio(medians.postgres?.save_p99_ms, medians.sqlite?.save_p99_ms),
      ...common,
    }),
  );
}

const engines = benchEngines(process.env);
const rerun = rerunWithThrowawayPostgres(engines, process.env);
if (rerun !== undefined) process.exit(rerun);
await main(engines);
