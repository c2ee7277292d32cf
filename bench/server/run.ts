/**
 * Server benchmark (npm run bench:server): the real server in-process on loopback with a throwaway SQLite folder,
 * driven by autocannon from a worker thread (so client and server do not share one event loop).
 * 1. saves (apply/basic, valid scu-basic-info values with each user's own photo file; each request carries the
 *    version its user last saw and no user has two requests in flight, so there are no 409s) as fast as the
 *    connections go;
 * 2. module menu reads (apply/menu) the same way;
 * 3. saves at a fixed 200 requests/s (the budget's rate) for the latency at that load.
 * Each run lasts BENCH_DURATION seconds (default 10) with BENCH_CONNECTIONS connections (default 8).
 * Prints requests/s and p50/p99 latency of each; the last line is one JSON object with the figures.
 */
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import type { FastifyInstance } from 'fastify';
import { PATHS, signedQuery } from '../../protocol';
import { parseFields, validateModule } from '../../schema-adapters';
import { basicInfoModule, createApplicants, portalHeaders, startBenchServer, withOwnFiles } from './setup';

const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 8);
const targetRate = Number(process.env.BENCH_TARGET_RATE ?? 200);
const hooks = (name: string) => fileURLToPath(new URL(`./client/${name}.cjs`, import.meta.url));

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  failed: number;
}

function summarise(name: string, result: autocannon.Result): Figures {
  const figures = { rps: Math.round(result.requests.average), p50: result.latency.p50, p99: result.latency.p99, failed: result.non2xx + result.errors + result.timeouts };
  console.log(`${name}: ${figures.rps} requests/s, p50 ${figures.p50} ms, p99 ${figures.p99} ms, ${result.requests.total} requests, ${figures.failed} failed`);
  return figures;
}

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

async function run(name: string, url: string, request: autocannon.Request, rate?: number): Promise<Figures> {
  const result = await autocannon({ url, connections, duration, workers: 1, requests: [request], ...(rate ? { overallRate: rate } : {}) });
  return summarise(name, result);
}

/** Cold (first call compiles AJV) and warm validation of the saved module: the per-module cache keeps saves warm. */
function validationCost(fieldsText: string, values: string): void {
  const fields = parseFields(JSON.parse(fieldsText));
  const data = JSON.parse(values) as unknown;
  let start = performance.now();
  validateModule(fields, data, { locale: 'en' });
  const cold = performance.now() - start;
  start = performance.now();
  for (let index = 0; index < 200; index += 1) validateModule(fields, data, { locale: 'en' });
  console.log(`validateModule scu-basic-info: first ${cold.toFixed(1)} ms, warm ${((performance.now() - start) / 200).toFixed(3)} ms`);
}

async function main(): Promise<void> {
  const { app, url, dataDir } = await startBenchServer();
  try {
    const { menuId, values } = await basicInfoModule(app);
    const module = await app.ctx.db.selectFrom('modules').select('fields').where('id', '=', menuId).executeTakeFirstOrThrow();
    validationCost(module.fields, values);
    console.log(`server ${url}, SQLite in ${dataDir}, ${connections} connections, ${duration} s per run`);
    const saveRequest: autocannon.Request = { method: 'POST', path: PATHS.apply.basic, setupRequest: hooks('saveSetup'), onResponse: hooks('saveResponse') } as unknown as autocannon.Request;
    await prepareRun(app, dataDir, 'save');
    const save = await run('save (apply/basic)', url, saveRequest);
    const menuPath = `${PATHS.apply.menu}?${new URLSearchParams(signedQuery({}, Date.now())).toString()}`;
    const menu = await run('menu (apply/menu)', url, { method: 'GET', path: menuPath, setupRequest: hooks('menuSetup') } as unknown as autocannon.Request);
    let atTarget: Figures | undefined;
    if (targetRate > 0) {
      await prepareRun(app, dataDir, 'save-rate');
      atTarget = await run(`save at ${targetRate}/s`, url, saveRequest, targetRate);
    }
    console.log(
      JSON.stringify({
        save_rps: save.rps,
        save_p50_ms: save.p50,
        save_p99_ms: save.p99,
        save_failed: save.failed,
        menu_rps: menu.rps,
        menu_p50_ms: menu.p50,
        menu_p99_ms: menu.p99,
        menu_failed: menu.failed,
        ...(atTarget ? { target_rate: targetRate, save_at_target_rps: atTarget.rps, save_at_target_p50_ms: atTarget.p50, save_at_target_p99_ms: atTarget.p99, save_at_target_failed: atTarget.failed } : {}),
        connections,
        duration_s: duration,
      }),
    );
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
