import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { diskStore } from '../../server/services/files/diskStore';
import { DEFAULT_HEADERS } from '../unit/server/harness';
import { useTestServer } from '../unit/server/suiteServer';
import { operator } from '../unit/server/operator/helpers';
import { keptOnDiskRow, readAll } from '../unit/server/storage/diskFiles';

// Runs only in the PostgreSQL pass (`npm run test:server:pg`), where TEST_DATABASE_URL is set.

describe('PostgreSQL: files an instance kept on its disk move into the database (operator move-files)', { timeout: 120_000 }, () => {
  const server = useTestServer();

  it('copies them into file_blobs, removes the disk copies, and the server serves them from the database', async () => {
    const { userId, headers } = await server.applicant('scu');
    const bytes = randomBytes(2 * 1024 * 1024 + 5);
    const { uid, name } = await keptOnDiskRow(server, userId, bytes);
    const moved = await operator(server, 'move-files');
    expect(moved.code).toBe(0);
    expect(moved.lines.at(-1)).toMatchObject({ ok: true, store: 'postgres', missing: 0, different: 0 });
    expect(Number(moved.lines.at(-1)?.moved)).toBeGreaterThanOrEqual(1);
    expect(await readAll(diskStore(server.config), name)).toBeNull();
    const pieces = await server.app.ctx.db.selectFrom('file_blobs').select('start_byte').where('stored_name', '=', name).orderBy('start_byte').execute();
    expect(pieces.map((piece) => Number(piece.start_byte))).toEqual([0, 1024 * 1024, 2 * 1024 * 1024]);
    const served = await server.app.inject({ method: 'GET', url: `/v1/public/file/${uid}`, headers: { ...DEFAULT_HEADERS, ...headers } });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(bytes)).toBe(true);
  });
});
