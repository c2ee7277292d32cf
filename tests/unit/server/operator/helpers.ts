import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { PATHS } from '../../../../protocol';
import type { MessagePage, MessageRecord } from '../../../../protocol/content';
import { fieldsOfFile } from '../../../../server/services/operator';
import type { TestServer } from '../harness';
import { batchesOf } from '../apply/helpers';

/** The demo definition files of `fixtures/operator/`, as the CLI reads them. */
export const definitions = (name: 'supplementary' | 'retest') => fieldsOfFile(readFileSync(`fixtures/operator/${name}.json`, 'utf8'));

/** Migrating and seeding a server takes a while on a loaded machine (and longer on PostgreSQL). */
export const START_TIMEOUT = 120_000;

export interface OperatorRun {
  code: number;
  lines: Array<Record<string, unknown>>;
  stdout: string;
  stderr: string;
}

/**
 * Runs `npm run operator -- …` as a child process on the test server's data and database (S3_URL unset);
 * `env` overrides.
 */
export function operatorWith(server: TestServer, env: Record<string, string>, ...args: string[]): Promise<OperatorRun> {
  const base = { ...process.env, DATA_DIR: server.config.dataDir, DATABASE_URL: server.config.databaseUrl ?? '', PUBLIC_URL: server.config.publicUrl, S3_URL: '' };
  return new Promise((resolve) => {
    execFile('npx', ['tsx', 'server/operator/cli.ts', ...args], { env: { ...base, ...env } }, (error, stdout, stderr) => {
      const code = error ? Number((error as { code?: unknown }).code ?? 1) : 0;
      const lines = stdout.split('\n').filter(Boolean).map((line) => JSON.parse(line) as Record<string, unknown>);
      resolve({ code, lines, stdout, stderr });
    });
  });
}

/** Runs `npm run operator -- …` on the test server's data and database. */
export const operator = (server: TestServer, ...args: string[]) => operatorWith(server, {}, ...args);

let counter = 0;

async function openBatch(server: TestServer) {
  const { open } = await batchesOf(server, 'scu');
  return { batch_id: open.id, track_id: open.tracks[0] ?? 0 };
}

/**
 * An applicant of scu with a submitted application (the status set directly: how it got submitted is another suite's
 * matter), their address, headers and the language their messages are written in.
 */
export async function submittedApplicant(server: TestServer, language: 'sc' | 'tc' | 'en' | null = 'en', submitted = true) {
  counter += 1;
  const email = `operator-${counter}-${server.clock.now()}@example.com`;
  const user = await server.applicant('scu', { email });
  const { db } = server.app.ctx;
  await db.updateTable('users').set({ language, name: `Ada ${counter}` }).where('id', '=', user.userId).execute();
  const chosen = await server.post(PATHS.apply.batch, await openBatch(server), user.headers);
  if (chosen.statusCode !== 200) throw new Error(`choosing a batch failed: ${JSON.stringify(chosen.body)}`);
  if (submitted) await db.updateTable('applications').set({ status: 'submitted', submitted_at: server.clock.now() }).where('user_id', '=', user.userId).execute();
  return { ...user, email, name: `Ada ${counter}` };
}

/** The newest message of the applicant's message centre, read in `lang`. */
export async function newestMessage(server: TestServer, headers: Record<string, string>, lang = 'en'): Promise<MessageRecord> {
  const page = (await server.get(PATHS.org.messageRecordList, {}, { ...headers, lang })).body.data as MessagePage;
  const newest = page.list.find((message) => !message.broadcast);
  if (!newest) throw new Error('no personal message');
  return newest;
}

/** The newest outbox row to a recipient. */
export async function newestOutbox(server: TestServer, recipient: string) {
  return server.app.ctx.db.selectFrom('outbox').selectAll().where('recipient', '=', recipient).orderBy('id', 'desc').executeTakeFirstOrThrow();
}
