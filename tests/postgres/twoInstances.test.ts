import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jpeg, multipart } from '../../bench/scale/files';
import { loadProject, type ScaleProject } from '../../bench/scale/project';
import { HEADERS, PATHS, PORTAL_APP_ID, signedQuery, type ApiEnvelope } from '../../protocol';
import type { LoginData, UserInfoData } from '../../protocol/account';
import type { FiledData, SaveData } from '../../protocol/apply';
import type { UploadedFile } from '../../protocol/upload';
import { connect } from '../../server/db/connect';
import { DEMO_PASSWORD, demoEmail } from '../../server/seed/accounts';
import { freshDatabase } from '../unit/server/harness';
import { buildServerOnce, startCompiledServer, type CompiledServer } from '../unit/server/production/serverProcess';

// Runs only in the PostgreSQL pass (`npm run test:server:pg`), where TEST_DATABASE_URL is set.

const headersFor = (token?: string): Record<string, string> => ({ [HEADERS.appId]: PORTAL_APP_ID, [HEADERS.language]: 'en', ...(token ? { [HEADERS.token]: token } : {}) });

async function envelope<T>(reply: Response): Promise<{ status: number; body: ApiEnvelope<T> }> {
  return { status: reply.status, body: (await reply.json()) as ApiEnvelope<T> };
}

function post<T>(server: CompiledServer, path: string, form: Record<string, string | number>, token?: string) {
  const body = new URLSearchParams(Object.entries(form).map(([key, value]) => [key, String(value)]));
  return fetch(`${server.base}${path}`, { method: 'POST', headers: { ...headersFor(token), 'content-type': 'application/x-www-form-urlencoded' }, body }).then((reply) => envelope<T>(reply));
}

function get<T>(server: CompiledServer, path: string, query: Record<string, string | number>, token?: string) {
  return fetch(`${server.base}${path}?${new URLSearchParams(signedQuery(query))}`, { headers: headersFor(token) }).then((reply) => envelope<T>(reply));
}

describe('two server processes on one PostgreSQL database', () => {
  let build: ReturnType<typeof buildServerOnce>;
  let database: Awaited<ReturnType<typeof freshDatabase>> | undefined;
  let one: CompiledServer;
  let two: CompiledServer;
  let project: ScaleProject;
  let token: string;
  let photo: UploadedFile;
  const photoBytes = jpeg('two instances photo');

  beforeAll(async () => {
    build = buildServerOnce();
    database = await freshDatabase();
    const url = database.url as string;
    const env = { DATABASE_URL: url, LOG_LEVEL: 'warn' };
    // The first migrates and seeds the empty database; the second starts on it as a further instance would.
    one = await startCompiledServer(build.dir, env);
    two = await startCompiledServer(build.dir, env);
    const { db } = connect({ databaseUrl: url });
    try {
      project = await loadProject(db, Date.now());
    } finally {
      await db.destroy();
    }
  }, 60_000);

  afterAll(async () => {
    one?.remove();
    two?.remove();
    build?.remove();
    await database?.drop();
  });

  it('signs in on one instance and the session is valid on both', async () => {
    const login = await post<LoginData>(one, PATHS.account.login, { domain: 'scu', type: 'password', account: demoEmail('scu'), password: DEMO_PASSWORD });
    expect(login.status).toBe(200);
    token = login.body.data.token;
    for (const server of [one, two]) {
      const info = await get<UserInfoData>(server, PATHS.account.userInfo, {}, token);
      expect(info.status).toBe(200);
      expect(info.body.data.user_info).toMatchObject({ user_id: login.body.data.user_id, email: demoEmail('scu') });
    }
  });

  it('fetches an upload made on one instance byte for byte from the other', async () => {
    const photoField = project.saved.fileFields.find((field) => field.field === 'photo');
    const form = multipart({ menu_id: String(project.saved.menuId), id: String(photoField?.id), lang: 'en' }, { name: 'photo.jpg', data: photoBytes });
    const uploaded = await fetch(`${one.base}${PATHS.public.upload}`, { method: 'POST', headers: { ...headersFor(token), 'content-type': form.contentType }, body: new Uint8Array(form.body) }).then((reply) => envelope<UploadedFile>(reply));
    expect(uploaded.status).toBe(200);
    photo = uploaded.body.data;
    const fetched = await fetch(`${two.base}${photo.url}`, { headers: headersFor(token) });
    expect(fetched.status).toBe(200);
    expect(Buffer.from(await fetched.arrayBuffer()).equals(photoBytes)).toBe(true);
  });

  it('saves on the other instance, reads back on the first, and refuses a stale version on either', async () => {
    expect((await post(two, PATHS.apply.batch, { batch_id: project.batchId, track_id: project.trackId }, token)).status).toBe(200);
    const values = { ...project.saved.values, photo: [photo], mailing_address: 'saved on the second instance' };
    const save = (server: CompiledServer, version: number, address: string) =>
      post<SaveData>(server, PATHS.apply.basic, { menu_id: project.saved.menuId, value: JSON.stringify({ ...values, mailing_address: address }), version }, token);

    const first = await save(two, 0, 'saved on the second instance');
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ state: 2, version: 1 });
    const read = await get<FiledData>(one, PATHS.apply.filed, { menu_id: project.saved.menuId }, token);
    expect(read.body.data).toMatchObject({ version: 1, values: { mailing_address: 'saved on the second instance', photo: [{ uid: photo.uid }] } });

    const staleOnFirst = await save(one, 0, 'stale on the first instance');
    expect(staleOnFirst.status).toBe(409);
    const second = await save(one, 1, 'saved on the first instance');
    expect(second.body.data).toMatchObject({ state: 2, version: 2 });
    const staleOnSecond = await save(two, 1, 'stale on the second instance');
    expect(staleOnSecond.status).toBe(409);

    const stored = await get<FiledData>(two, PATHS.apply.filed, { menu_id: project.saved.menuId }, token);
    expect(stored.body.data).toMatchObject({ version: 2, values: { mailing_address: 'saved on the first instance' } });
  });

  it('logs out on one instance and the session ends on both', async () => {
    expect((await post(two, PATHS.account.logout, {}, token)).status).toBe(200);
    for (const server of [one, two]) expect((await get(server, PATHS.account.userInfo, {}, token)).status).toBe(401);
  });
});
