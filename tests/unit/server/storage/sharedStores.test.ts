import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../../server/config';
import { createServer } from '../../../../server/runtime';
import { fileStore } from '../../../../server/services/files/fileStore';
import { linkExpiry, signedFileLink } from '../../../../server/services/files/links';
import { parseS3Url } from '../../../../server/services/files/s3Url';
import { bufferToTemp } from '../../../../server/services/files/storage';
import { deleteFile, storeFile } from '../../../../server/services/files/store';
import { DEFAULT_HEADERS, startTestServer, type TestServer } from '../harness';
import { exe, moduleId, mp4, pdf, png, upload } from '../upload/helpers';
import { startS3TestServer, type S3TestServer } from './s3TestServer';

describe('uploads kept in an S3-compatible store (S3_URL)', () => {
  let s3: S3TestServer;
  let server: TestServer;
  let menu: number;
  beforeAll(async () => {
    s3 = await startS3TestServer();
    server = await startTestServer({ env: { S3_URL: s3.url() } });
    menu = await moduleId(server, 'scu', 'all-field-types');
  });
  afterAll(async () => {
    await server.close();
    await s3.close();
  });

  const fetchFile = (url: string, headers: Record<string, string>) => server.app.inject({ method: 'GET', url, headers: { ...DEFAULT_HEADERS, ...headers } });
  const filesOnDisk = () => readdirSync(join(server.config.dataDir, 'uploads'), { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
  const rowOf = (uid: unknown) => server.app.ctx.db.selectFrom('files').selectAll().where('uid', '=', String(uid)).executeTakeFirstOrThrow();

  it('keeps the seeded demo files in the bucket', async () => {
    expect(fileStore(server.app.ctx).kind).toBe('s3');
    const seeded = await server.app.ctx.db.selectFrom('files').select('stored_name').execute();
    expect(seeded.length).toBeGreaterThan(0);
    for (const { stored_name } of seeded) expect(s3.objects.has(stored_name)).toBe(true);
  });

  it('keeps a checked upload in the bucket only and serves it back whole and in ranges', async () => {
    const { headers } = await server.applicant('scu');
    const video = mp4(3 * 1024 * 1024);
    const { statusCode, body } = await upload(server, headers, menu, '2101', 'intro.mp4', video);
    expect(statusCode).toBe(200);
    const row = await rowOf(body.data?.uid);
    expect(s3.objects.get(row.stored_name)?.equals(video)).toBe(true);
    expect(filesOnDisk()).toEqual([]);
    const url = String(body.data?.url);
    expect((await fetchFile(url, headers)).rawPayload.equals(video)).toBe(true);
    const part = await fetchFile(url, { ...headers, range: 'bytes=2000000-2000099' });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.equals(video.subarray(2_000_000, 2_000_100))).toBe(true);
    expect(s3.requests.at(-1)).toMatchObject({ method: 'GET', key: row.stored_name, status: 206, range: 'bytes=2000000-2000099' });
  });

  it('puts nothing in the bucket when a check fails', async () => {
    const { headers } = await server.applicant('scu');
    const statement = await moduleId(server, 'scu', 'xjtu-personal-statement');
    const before = { objects: [...s3.objects.keys()], requests: s3.requests.length };
    expect((await upload(server, headers, statement, '40103', 'cv.pdf', exe())).statusCode).toBe(400);
    expect((await upload(server, headers, menu, '1801', 'big.png', png(1024 * 1024 + 10))).statusCode).toBe(400);
    expect((await upload(server, headers, menu, '2101', 'intro.mp4', pdf())).statusCode).toBe(400);
    expect((await upload(server, {}, menu, '1802', 'a.pdf', pdf())).statusCode).toBe(401);
    expect([...s3.objects.keys()]).toEqual(before.objects);
    expect(s3.requests.length).toBe(before.requests);
    expect(filesOnDisk()).toEqual([]);
  });

  it('removes the object when its file row is deleted', async () => {
    const { headers } = await server.applicant('scu');
    const { body } = await upload(server, headers, menu, '1802', 'a.pdf', pdf());
    const row = await rowOf(body.data?.uid);
    expect(s3.objects.has(row.stored_name)).toBe(true);
    await deleteFile(server.app.ctx, row.id);
    expect(s3.objects.has(row.stored_name)).toBe(false);
    expect(s3.requests.at(-1)).toMatchObject({ method: 'DELETE', key: row.stored_name, status: 204 });
    expect((await fetchFile(String(body.data?.url), headers)).statusCode).toBe(404);
  });

  it('still serves, and deletes, a file this instance kept on its disk before S3 took over', async () => {
    const { userId, headers } = await server.applicant('scu');
    const earlier = Buffer.concat([pdf(), Buffer.from('kept on disk')]);
    const temp = await bufferToTemp(server.config, earlier);
    const owner = { kind: 'applicant' as const, userId, projectId: await server.projectId('scu') };
    const disk = { ...server.app.ctx, dbKind: 'sqlite' as const, config: { ...server.config, s3: undefined } };
    const stored = await storeFile(disk, owner, temp, { ext: 'pdf', mime: 'application/pdf', originalName: 'old.pdf', moduleId: menu, field: 'transcripts' });
    const row = await rowOf(stored.uid);
    expect(existsSync(join(server.config.dataDir, 'uploads', row.stored_name))).toBe(true);
    expect(s3.objects.has(row.stored_name)).toBe(false);
    expect((await fetchFile(stored.url, headers)).rawPayload.equals(earlier)).toBe(true);
    await deleteFile(server.app.ctx, row.id);
    expect(existsSync(join(server.config.dataDir, 'uploads', row.stored_name))).toBe(false);
    expect((await fetchFile(stored.url, headers)).statusCode).toBe(404);
  });

  it('records no file when the store refuses the signature (a wrong secret)', async () => {
    const { userId } = await server.applicant('scu');
    const wrongSecret = { ...server.app.ctx, config: { ...server.config, s3: parseS3Url(s3.url('not-the-secret')) } };
    const temp = await bufferToTemp(server.config, pdf());
    const rows = (await server.app.ctx.db.selectFrom('files').select('id').execute()).length;
    const owner = { kind: 'applicant' as const, userId, projectId: await server.projectId('scu') };
    const meta = { ext: 'pdf', mime: 'application/pdf', originalName: 'a.pdf', moduleId: menu, field: 'transcripts' };
    await expect(storeFile(wrongSecret, owner, temp, meta)).rejects.toThrow(/answered 403 \(SignatureDoesNotMatch\)/);
    expect((await server.app.ctx.db.selectFrom('files').select('id').execute()).length).toBe(rows);
    expect(s3.requests.at(-1)).toMatchObject({ method: 'PUT', status: 403, code: 'SignatureDoesNotMatch' });
    expect(existsSync(temp.path)).toBe(true);
  });
});

// Two instances share files only through a shared database: these run in the PostgreSQL pass (TEST_DATABASE_URL set),
// once with the file bytes in PostgreSQL and once in the test S3 server.
const sharedStores = process.env.TEST_DATABASE_URL ? (['postgres', 's3'] as const) : [];

describe.each(sharedStores)('two instances on one PostgreSQL database, files in %s', (kind) => {
  let s3: S3TestServer;
  let first: TestServer;
  let second: FastifyInstance;
  let secondDataDir: string;
  beforeAll(async () => {
    s3 = await startS3TestServer();
    const env: Record<string, string> = kind === 's3' ? { S3_URL: s3.url() } : {};
    first = await startTestServer({ env });
    secondDataDir = mkdtempSync(join(tmpdir(), 'portal-second-'));
    const config = loadConfig({ DATA_DIR: secondDataDir, DIST_DIR: join(secondDataDir, 'no-dist'), NODE_ENV: 'test', DATABASE_URL: first.config.databaseUrl, ...env });
    second = await createServer(config, { clock: first.clock, seed: false });
  });
  afterAll(async () => {
    await second.close();
    await first.close();
    await s3.close();
    rmSync(secondDataDir, { recursive: true, force: true });
  });

  const fetchFrom = (app: FastifyInstance, url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers: { ...DEFAULT_HEADERS, ...headers } });
  const filesUnder = (dir: string) => readdirSync(join(dir, 'uploads'), { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());

  it(`keeps the files in ${kind} on both instances`, () => {
    expect(fileStore(first.app.ctx).kind).toBe(kind);
    expect(fileStore(second.ctx).kind).toBe(kind);
  });

  it('serves a file uploaded through one instance, byte for byte and in ranges, through the other', async () => {
    const { headers } = await first.applicant('scu');
    const video = mp4(5 * 1024 * 1024 + 321);
    const { statusCode, body } = await upload(first, headers, await moduleId(first, 'scu', 'all-field-types'), '2101', 'intro.mp4', video);
    expect(statusCode).toBe(200);
    const url = String(body.data?.url);
    const whole = await fetchFrom(second, url, headers);
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload.equals(video)).toBe(true);
    const part = await fetchFrom(second, url, { ...headers, range: 'bytes=1048570-2097160' });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.equals(video.subarray(1_048_570, 2_097_161))).toBe(true);
    expect(filesUnder(secondDataDir)).toEqual([]);
    expect(filesUnder(first.config.dataDir)).toEqual([]);
  });

  it('serves the demo files the first instance seeded through the other', async () => {
    const seeded = await first.app.ctx.db.selectFrom('files').select(['uid', 'size']).where('mime', '=', 'image/png').orderBy('id').executeTakeFirstOrThrow();
    const link = signedFileLink(second.ctx.secret, seeded.uid, linkExpiry(first.clock.now(), 60_000));
    const reply = await fetchFrom(second, link);
    expect(reply.statusCode).toBe(200);
    expect(reply.rawPayload.length).toBe(seeded.size);
    expect(reply.rawPayload.subarray(1, 4).toString()).toBe('PNG');
  });

  it('removes the bytes for every instance when one deletes the file', async () => {
    const { headers } = await first.applicant('scu');
    const { body } = await upload(first, headers, await moduleId(first, 'scu', 'all-field-types'), '2101', 'intro.mp4', mp4(2000));
    const row = await first.app.ctx.db.selectFrom('files').select(['id', 'stored_name']).where('uid', '=', String(body.data?.uid)).executeTakeFirstOrThrow();
    await deleteFile(second.ctx, row.id);
    expect((await fetchFrom(first.app, String(body.data?.url), headers)).statusCode).toBe(404);
    expect(await fileStore(first.app.ctx).read(row.stored_name)).toBeNull();
    if (kind === 's3') expect(s3.objects.has(row.stored_name)).toBe(false);
  });
});
