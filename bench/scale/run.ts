/**
 * Scale benchmark (npm run bench:scale): several production server processes on one PostgreSQL database.
 * For each instance count of SCALE_INSTANCES (default 1,2), interleaved over SCALE_ROUNDS rounds (1,2 then 2,1…),
 * on a fresh database:
 * 1. starts the instances (compiled server, NODE_ENV=production, a data folder each);
 * 2. brings SCALE_APPLICANTS applicants (default 200) to the point of saving, every request to a random instance: half
 *    register by phone (SMS code, fast login), half log in with a password; each chooses the batch, uploads the files
 *    its modules need (one is fetched back from another instance and compared byte for byte), fills the required
 *    modules, uploads a signature;
 * 3. saves scu-basic-info in a closed loop with SCALE_CONCURRENCY saves in flight, each carrying the version its
 *    applicant last saw and a distinct marker; a few turns race two saves of one applicant on two instances (one must
 *    win, the other get 409). Throughput, latency and CPU per process over SCALE_DURATION s after SCALE_WARMUP s;
 * 4. every applicant submits; then every acknowledged save is checked in the database (lost writes).
 * Prints one line per run; the last line is one JSON object.
 */
import { availableParallelism } from 'node:os';
import { loadScaleConfig } from './config';
import { serverCommand } from './instances';
import { type CountFigures, describeRun, scaleCeiling, summariseCount } from './report';
import { type RunFigures, scaleRun } from './scaleRun';

const config = loadScaleConfig();
const command = serverCommand(config.server);
const seconds = config.durationMs / 1000;
console.log(
  `bench:scale: ${command.describe} on PostgreSQL, instances ${config.instanceCounts.join(' and ')}, ${config.rounds} round(s), ` +
    `${config.applicants} applicants, ${config.concurrency} saves in flight, ${config.warmupMs / 1000} s warm-up + ${seconds} s measured per run`,
);

const runs: RunFigures[] = [];
try {
  for (let round = 1; round <= config.rounds; round += 1) {
    const order = round % 2 === 1 ? config.instanceCounts : [...config.instanceCounts].reverse();
    for (const count of order) {
      const run = await scaleRun(config, command, count, round);
      runs.push(run);
      console.log(describeRun(run, config.concurrency, seconds));
      for (const sample of [...run.error_samples, ...run.lost_samples.map((lost) => `lost write: ${JSON.stringify(lost)}`)]) console.log(`    ${sample}`);
    }
  }
} finally {
  command.remove();
}

const perCount: Record<string, CountFigures> = {};
for (const count of config.instanceCounts) perCount[count] = summariseCount(runs.filter((run) => run.instances === count));
const largest = Math.max(...config.instanceCounts);
const top = perCount[largest] as CountFigures;
const one = perCount[1];
const two = perCount[2];
console.log(
  JSON.stringify({
    instances: largest,
    save_rps: top.save_rps,
    save_p50_ms: top.save_p50_ms,
    save_p99_ms: top.save_p99_ms,
    errors: top.errors,
    lost_writes: top.lost_writes,
    scale_ratio: one && two ? Math.round((two.save_rps / one.save_rps) * 100) / 100 : null,
    scale_ceiling: one && two ? scaleCeiling(one, 2, availableParallelism()) : null,
    machine_cores: availableParallelism(),
    errors_all_runs: runs.reduce((sum, run) => sum + run.errors, 0),
    lost_writes_all_runs: runs.reduce((sum, run) => sum + run.lost_writes, 0),
    per_instances: perCount,
    applicants: config.applicants,
    concurrency: config.concurrency,
    rounds: config.rounds,
    warmup_s: config.warmupMs / 1000,
    duration_s: seconds,
    server: command.describe,
  }),
);
