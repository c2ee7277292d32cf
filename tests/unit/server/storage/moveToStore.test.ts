import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diskStore } from '../../../../server/services/files/diskStore';
import { moveDiskFiles, type MoveOutcome } from '../../../../server/services/files/moveToStore';
import type { ObjectStore } from '../../../../server/services/files/objectStore';
import { s3Store } from '../../../../server/services/files/s3Store';
import { parseS3Url } from '../../../../server/services/files/s3Url';
import { startTestServer, type TestServer } from '../harness';
import { operatorWith } from '../operator/helpers';
import { keptOnDisk, readAll } from './diskFiles';
import { startS3TestServer, type S3TestServer } from './s3TestServer';

describe('moving files kept on the disk into PostgreSQL or a bucket (operator move-files)', { timeout: 120_000 }, () => {
  let s3: S3TestServer;
  let server: TestServer;
  let disk: ObjectStore;
  let bucket: ObjectStore;
  let userId: number;
  beforeAll(async () => {
    s3 = await startS3TestServer();
    server = await startTestServer();
    disk = diskStore(server.config);
    bucket = s3Store(parseS3Url(s3.url()) ?? (undefined as never));
    userId = (await server.applicant('scu')).userId;
  });
  afterAll(async () => {
    await server.close();
    await s3.close();
  });

  const move = async () => {
    const outcomes = new Map<string, MoveOutcome>();
    const figures = await moveDiskFiles(server.app.ctx.db, server.config, disk, bucket, (name, outcome) => outcomes.set(name, outcome));
    return { figures, outcomes };
  };

  it('copies every file byte for byte, removes the disk copy only then, and moves nothing the second time', async () => {
    const contents = [randomBytes(3 * 1024 * 1024 + 17), randomBytes(1), Buffer.alloc(0)];
    const names = await Promise.all(contents.map((bytes) => keptOnDisk(server, userId, bytes)));
    const first = await move();
    names.forEach((name, index) => {
      expect(first.outcomes.get(name)).toBe('moved');
      expect(s3.objects.get(name)?.equals(contents[index] as Buffer)).toBe(true);
    });
    expect(first.figures.bytesMoved).toBeGreaterThanOrEqual(contents.reduce((sum, bytes) => sum + bytes.length, 0));
    for (const name of names) expect(await readAll(disk, name)).toBeNull();
    const second = await move();
    for (const name of names) expect(second.outcomes.get(name)).toBe('already-there');
    expect(second.figures.moved).toBe(0);
  });

  it('reports a file found nowhere, and leaves both copies of a file whose bucket copy has other bytes', async () => {
    const lost = await keptOnDisk(server, userId, null);
    const mine = randomBytes(2048);
    const clash = await keptOnDisk(server, userId, mine);
    s3.objects.set(clash, Buffer.from('other bytes'));
    const { figures, outcomes } = await move();
    expect(outcomes.get(lost)).toBe('missing');
    expect(figures.missing).toContain(lost);
    expect(outcomes.get(clash)).toBe('different');
    expect(figures.different).toEqual([clash]);
    expect((await readAll(disk, clash))?.equals(mine)).toBe(true);
    expect(s3.objects.get(clash)?.toString()).toBe('other bytes');
    s3.objects.delete(clash);
  });

  it('runs from the command line into the S3_URL bucket, and refuses with nowhere to move to', async () => {
    const bytes = randomBytes(4096);
    const name = await keptOnDisk(server, userId, bytes);
    const moved = await operatorWith(server, { S3_URL: s3.url() }, 'move-files');
    expect(moved.code).toBe(0);
    expect(moved.lines.at(-1)).toMatchObject({ ok: true, store: 's3', different: 0 });
    expect(Number(moved.lines.at(-1)?.moved)).toBeGreaterThanOrEqual(1);
    expect(s3.objects.get(name)?.equals(bytes)).toBe(true);

    const nowhere = await operatorWith(server, { DATABASE_URL: '' }, 'move-files');
    expect(nowhere.code).toBe(1);
    expect(nowhere.lines).toEqual([{ ok: false, reason: 'server.operator.filesOnDisk', message: expect.stringContaining('set DATABASE_URL or S3_URL') }]);
  });
});
