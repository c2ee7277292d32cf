import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../../server/config';
import { createServer } from '../../../../server/runtime';
import { keyedHash, loadSecret } from '../../../../server/services/secret';
import { useTestServer } from '../suiteServer';
import { newMobile, smsCode } from '../account/helpers';

/** Codes are kept as HMACs under a server secret: a copy of the table alone does not give them away. */
describe('codes at rest', () => {
  const server = useTestServer();

  it('stores an HMAC under the server secret, not a plain SHA-256 that 10^6 guesses reverse', async () => {
    const { mobile, recipient } = newMobile();
    const code = await smsCode(server, 'scu', mobile, 'login', '10.62.0.1');
    const row = await server.app.ctx.db.selectFrom('codes').select(['code_hash', 'project_id']).where('target', '=', recipient).executeTakeFirstOrThrow();
    const text = `${row.project_id}:login:${recipient}:${code}`;
    expect(row.code_hash).not.toBe(createHash('sha256').update(text).digest('hex'));
    expect(row.code_hash).toBe(keyedHash(server.app.ctx.secret, text));
    expect(server.app.ctx.secret.length).toBeGreaterThanOrEqual(32);
  });

  it('generates the secret once per database, and SERVER_SECRET replaces it', async () => {
    const db = server.app.ctx.db;
    expect(await loadSecret(db, undefined)).toBe(server.app.ctx.secret);
    expect(await loadSecret(db, 'configured-secret')).toBe('configured-secret');
    const other = await createServer({ ...loadConfig({ DATA_DIR: server.config.dataDir, DATABASE_URL: server.config.databaseUrl ?? '' }), serverSecret: 'from-env' }, { seed: false });
    try {
      expect(other.ctx.secret).toBe('from-env');
    } finally {
      await other.close();
    }
  });
});
