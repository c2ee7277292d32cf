import { createFormRuntime } from '../../schema-adapters';
import type { ServerConfig } from '../config';
import { systemClock } from '../context';
import { connect } from '../db/connect';
import { migrateToLatest } from '../db/migrate';
import { serverFieldTypes } from '../fieldTypes';
import { loadSecret } from '../services/secret';
import type { OperatorContext } from '../services/operator/types';

/** The server's database (migrated, never seeded) and form runtime, without the HTTP server. */
export async function openContext(config: ServerConfig): Promise<OperatorContext> {
  const { db } = connect({ databaseUrl: config.databaseUrl, poolMax: config.pgPoolMax, dataDir: config.dataDir });
  try {
    await migrateToLatest(db);
    await loadSecret(db, config.serverSecret);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  return { db, config, clock: systemClock, forms: createFormRuntime({ fieldTypes: serverFieldTypes }) };
}
