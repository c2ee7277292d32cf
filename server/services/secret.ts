import { createHmac, randomBytes } from 'node:crypto';
import type { Db } from '../db/connect';

/**
 * The server's secret: the configured one, else the one kept in the database, created by the first process that
 * needs it (insert-if-absent, so parallel first starts agree on one).
 */
export async function loadSecret(db: Db, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  await db
    .insertInto('server_secrets')
    .values({ name: 'hmac', value: randomBytes(32).toString('base64url') })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
  const row = await db.selectFrom('server_secrets').select('value').where('name', '=', 'hmac').executeTakeFirstOrThrow();
  return row.value;
}

/** HMAC-SHA-256 under the server secret: a stolen table of hashed 6-digit codes cannot be reversed without the key. */
export function keyedHash(secret: string, text: string): string {
  return createHmac('sha256', secret).update(text).digest('hex');
}
