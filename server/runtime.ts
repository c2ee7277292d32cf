import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { type FieldTypeAdapter, createFormRuntime } from '../schema-adapters';
import { type BuildOptions, buildApp } from './app';
import type { ServerConfig } from './config';
import { type Clock, systemClock } from './context';
import { connect } from './db/connect';
import { serverFieldTypes } from './fieldTypes';
import { migrateToLatest } from './db/migrate';
import { whileStartingAlone } from './db/startupLock';
import { inFlightSettled } from './http/inFlight';
import { MovableClock } from './movableClock';
import { seed } from './seed';
import { deliveriesSettled } from './services/outbox';
import { loadSecret } from './services/secret';

export interface StartOptions {
  clock?: Clock;
  logger?: BuildOptions['logger'];
  /** Seed the demo projects (default true). */
  seed?: boolean;
  /** The field types saves are validated with (default: `server/fieldTypes.ts`). */
  fieldTypes?: readonly FieldTypeAdapter[];
}

/** Connects, migrates, seeds and builds the app; the caller listens or injects. */
export async function createServer(config: ServerConfig, options: StartOptions = {}): Promise<FastifyInstance> {
  const clock = options.clock ?? (config.testClock ? new MovableClock() : systemClock);
  mkdirSync(join(config.dataDir, 'uploads'), { recursive: true });
  const logger: { app?: FastifyInstance } = {};
  const onIdleError = (error: Error) => logger.app?.log.warn({ err: error }, 'PostgreSQL closed an idle pooled connection');
  const { db, kind } = connect({ databaseUrl: config.databaseUrl, poolMax: config.pgPoolMax, dataDir: config.dataDir, onIdleError });
  const forms = createFormRuntime({ fieldTypes: options.fieldTypes ?? serverFieldTypes });
  // Instances started together on one PostgreSQL take turns: the first migrates, creates the secret and seeds; the
  // others find it done (seeding only adds what is missing).
  const ctx = await whileStartingAlone(db, kind, async () => {
    await migrateToLatest(db);
    const secret = await loadSecret(db, config.serverSecret);
    const started = { db, dbKind: kind, config, clock, secret, forms };
    if (options.seed !== false) await seed(db, clock.now(), started);
    return started;
  });
  const app = await buildApp(ctx, { logger: options.logger ?? false });
  logger.app = app;
  // Closing: requests in flight are answered and e-mails being sent write their result before the database closes.
  app.addHook('onClose', async () => {
    await inFlightSettled(app);
    await deliveriesSettled();
    await db.destroy();
  });
  await app.ready();
  return app;
}
