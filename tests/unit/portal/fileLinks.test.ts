import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PATHS } from '../../../protocol';
import { apiUpload, http, installClientHooks } from '../../../src/api';
import { FileUnavailable, resolveFileLink } from '../../../src/api/fileLinks';
import type { TestServer } from '../server/harness';
import { PNG, startLiveApiServer } from './liveApiServer';

let server: TestServer;
let base: string;
const calls: string[] = [];
const count = http.interceptors.request.use((config) => {
  if (config.url === PATHS.public.fileLinks) calls.push(String(config.data));
  return config;
});

beforeAll(async () => {
  ({ server, base } = await startLiveApiServer());
});
afterAll(async () => {
  http.interceptors.request.eject(count);
  await server.close();
});
afterEach(() => {
  calls.length = 0;
  installClientHooks({ token: () => null });
});

async function uploadPortraitAs(token: string): Promise<string> {
  installClientHooks({ token: () => token });
  const form = new FormData();
  form.append('file', new Blob([PNG], { type: 'image/png' }), 'photo.png');
  return (await apiUpload<{ url: string }>(PATHS.apply.portrait, form)).url;
}

/** The portal shows stored files through signed links it asks for with the token header; the token is never in a URL. */
describe('file links in the portal', () => {
  it('resolves the files shown at once in one call, to links that load without a token', async () => {
    const { headers } = await server.applicant('scu');
    const token = headers.token ?? '';
    const urls = [await uploadPortraitAs(token), await uploadPortraitAs(token), await uploadPortraitAs(token)];
    calls.length = 0;
    const links = await Promise.all(urls.map((url) => resolveFileLink(url, { inline: true })));
    expect(calls).toHaveLength(1);
    for (const link of links) {
      expect(link).not.toContain(token);
      expect(link).toMatch(/&inline=1$/);
      const answer = await fetch(link);
      expect(answer.status, await answer.clone().text()).toBe(200);
      expect(answer.headers.get('content-type')).toBe('image/png');
    }
    expect(links[0]?.startsWith(`${base}/v1/public/file/`)).toBe(true);
    const again = await resolveFileLink(urls[0] ?? '', { inline: false });
    expect(calls).toHaveLength(1);
    expect(again).not.toContain('inline');
  });

  it('asks again for another session, and rejects files that are not the caller own', async () => {
    const owner = await server.applicant('scu');
    const other = await server.applicant('scu');
    const url = await uploadPortraitAs(owner.headers.token ?? '');
    await resolveFileLink(url);
    calls.length = 0;
    installClientHooks({ token: () => other.headers.token ?? '' });
    await expect(resolveFileLink(url)).rejects.toBeInstanceOf(FileUnavailable);
    expect(calls).toHaveLength(1);
  });

  it('leaves data: and blob: addresses as they are, without a call', async () => {
    const dataUrl = 'data:image/png;base64,AAAA';
    expect(await resolveFileLink(dataUrl, { inline: true })).toBe(dataUrl);
    expect(calls).toHaveLength(0);
  });
});
