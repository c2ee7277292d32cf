import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { HEADERS, PATHS, signParams } from '../../../protocol';
import { DEMO_PASSWORD, demoEmail } from '../../../server/seed/accounts';
import { ApiFailure, accountApi, apiUpload, http, installClientHooks, publicApi, setApiBase } from '../../../src/api';
import type { TestServer } from '../server/harness';
import { PNG, startLiveApiServer } from './liveApiServer';

let server: TestServer;
let base: string;
const sent: Array<{ method: string; url: string; params: Record<string, string>; headers: Record<string, unknown>; data: unknown }> = [];
// A response interceptor sees each call's final config (request interceptors run before the client's own).
const capture = http.interceptors.response.use((response) => {
  const { config } = response;
  sent.push({ method: config.method ?? '', url: config.url ?? '', params: { ...(config.params as Record<string, string>) }, headers: config.headers.toJSON(), data: config.data });
  return response;
});

beforeAll(async () => {
  ({ server, base } = await startLiveApiServer());
});
afterAll(async () => {
  http.interceptors.response.eject(capture);
  await server.close();
});
afterEach(() => {
  sent.length = 0;
  installClientHooks({ token: () => null, language: () => 'sc', onUnauthorized: () => {} });
});

describe('API client against the reference server', () => {
  it('signs GET calls with time and hash and yields the data body', async () => {
    installClientHooks({ language: () => 'en' });
    const config = await publicApi.authMode('scu');
    expect(config).toMatchObject({ domain: 'scu', lang: ['sc', 'tc', 'en'] });
    const [call] = sent;
    expect(call?.params.domain).toBe('scu');
    expect(call?.params.hash).toBe(signParams({ domain: 'scu' }, call?.params.time ?? ''));
    expect(call?.headers[HEADERS.appId]).toBe('enroll-portal');
    expect(call?.headers[HEADERS.language]).toBe('en');
  });

  it('rejects other statuses with the whole envelope as an ApiFailure', async () => {
    installClientHooks({ language: () => 'en' });
    const failure = await publicApi.authMode('no-such-project').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiFailure);
    expect(failure).toMatchObject({ status: 404, message: 'The project does not exist', data: null });
  });

  it('posts form-encoded bodies; login answers the user and token', async () => {
    const projectId = await server.projectId('scu');
    const user = await accountApi.login({ type: 'password', account: demoEmail('scu'), password: DEMO_PASSWORD, project_id: projectId });
    expect(user).toMatchObject({ email: demoEmail('scu'), project_id: projectId });
    expect(user.token).toBeTruthy();
    expect(String(sent[0]?.headers['Content-Type'])).toContain('application/x-www-form-urlencoded');
    expect(new URLSearchParams(String(sent[0]?.data)).get('account')).toBe(demoEmail('scu'));

    installClientHooks({ token: () => user.token });
    await expect(accountApi.userInfo()).resolves.toMatchObject({ user_info: { uid: user.uid } });
    expect(sent.at(-1)?.headers[HEADERS.token]).toBe(user.token);
    await expect(accountApi.logout()).resolves.toEqual(expect.any(String));
  });

  it('a wrong password is an ApiFailure without the expired-session hook (no token was sent)', async () => {
    const onUnauthorized = vi.fn();
    installClientHooks({ onUnauthorized });
    const failure = await accountApi.login({ type: 'password', account: demoEmail('scu'), password: 'Wrong-password1', domain: 'scu' }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiFailure);
    expect((failure as ApiFailure).status).toBeGreaterThanOrEqual(400);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('a 401 on a signed-in call runs the expired-session hook', async () => {
    const onUnauthorized = vi.fn();
    installClientHooks({ token: () => 'expired-token', onUnauthorized });
    await expect(accountApi.countNewMessage()).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('uploads multipart form data with progress', async () => {
    const { headers } = await server.applicant('scu');
    installClientHooks({ token: () => headers[HEADERS.token] });
    const form = new FormData();
    form.append('file', new Blob([PNG], { type: 'image/png' }), 'photo.png');
    const progress: number[] = [];
    const result = await apiUpload<{ url: string }>(PATHS.apply.portrait, form, (percent) => progress.push(percent));
    expect(result.url).toEqual(expect.any(String));
    expect(sent.at(-1)?.data).toBeInstanceOf(FormData);
    expect(progress.at(-1)).toBe(100);
  });
});

describe('API client without an answer', () => {
  let silent: Server;
  let silentBase: string;
  beforeAll(async () => {
    silent = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    silentBase = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    silent.closeAllConnections();
    await new Promise((resolve) => silent.close(resolve));
    setApiBase(base);
  });

  it('logs and rejects a timeout', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    setApiBase(silentBase);
    http.defaults.timeout = 100;
    try {
      await expect(publicApi.captcha()).rejects.toMatchObject({ code: 'ECONNABORTED' });
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('timed out'));
    } finally {
      http.defaults.timeout = 600_000;
      warn.mockRestore();
    }
  });

  it('rethrows a failure with no response', async () => {
    setApiBase('http://127.0.0.1:1');
    const error = await publicApi.captcha().catch((failure: unknown) => failure);
    expect(error).not.toBeInstanceOf(ApiFailure);
    expect(error).toBeInstanceOf(Error);
  });
});
