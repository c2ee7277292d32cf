import { beforeAll, describe, expect, it } from 'vitest';
import { PATHS } from '../../../../protocol';
import type { FileLinks } from '../../../../protocol/upload';
import { loadConfig } from '../../../../server/config';
import { scuModuleIds } from '../apply/helpers';
import { DEFAULT_HEADERS } from '../harness';
import { useTestServer } from '../suiteServer';
import { png, upload } from '../upload/helpers';

const MINUTE = 60_000;

/**
 * A session token never sits in a URL: <img>, <video> and download links use short-lived signed addresses, asked for
 * with the token header; the `?token=` query is not read any more.
 */
describe('signed file links', () => {
  const server = useTestServer();
  let menu: number;
  beforeAll(async () => {
    [menu] = await scuModuleIds(server, 'all-field-types');
  });

  const fetchFile = (url: string, headers: Record<string, string> = {}) => server.app.inject({ method: 'GET', url, headers: { ...DEFAULT_HEADERS, ...headers } });
  const linksOf = async (uids: string[], headers: Record<string, string>) => {
    const reply = await server.post(PATHS.public.fileLinks, { uids: uids.join(',') }, headers);
    return { statusCode: reply.statusCode, data: reply.body.data as FileLinks };
  };
  const uploaded = async (headers: Record<string, string>) => String((await upload(server, headers, menu, '1801', 'photo.png', png())).body.data?.uid);

  it('reads FILE_LINK_MINUTES (15 by default)', () => {
    expect(loadConfig({}).fileLinkTtlMs).toBe(15 * MINUTE);
    expect(loadConfig({ FILE_LINK_MINUTES: '5' }).fileLinkTtlMs).toBe(5 * MINUTE);
  });

  it('signs links for the caller own files only, which then load without any session', async () => {
    const owner = await server.applicant('scu');
    const other = await server.applicant('scu');
    const mine = await uploaded(owner.headers);
    const theirs = await uploaded(other.headers);
    const { statusCode, data } = await linksOf([mine, theirs, 'AAAAAAAAAAAAAAAA'], owner.headers);
    expect(statusCode).toBe(200);
    expect(Object.keys(data.links)).toEqual([mine]);
    expect(data.expires_in).toBeGreaterThanOrEqual(15 * 60);
    const link = data.links[mine] ?? '';
    expect(link).toMatch(new RegExp(`^/v1/public/file/${mine}\\?expires=\\d+&signature=[A-Za-z0-9_-]{43}$`));
    const image = await fetchFile(`${link}&inline=1`);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['content-disposition']).toMatch(/^inline;/);
    expect(image.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
    expect(Number(/max-age=(\d+)/.exec(String(image.headers['cache-control']))?.[1])).toBeLessThanOrEqual(data.expires_in);
  });

  it('refuses a link after its expiry, with a changed signature, or moved to another file', async () => {
    const owner = await server.applicant('scu');
    const first = await uploaded(owner.headers);
    const second = await uploaded(owner.headers);
    const { data } = await linksOf([first], owner.headers);
    const link = data.links[first] ?? '';
    const query = link.slice(link.indexOf('?'));
    const signature = /signature=([^&]+)/.exec(link)?.[1] ?? '';
    const tampered = link.replace(signature, `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`);
    expect((await fetchFile(tampered)).statusCode).toBe(403);
    expect((await fetchFile(`/v1/public/file/${second}${query}`)).statusCode).toBe(403);
    const longer = link.replace(/expires=(\d+)/, (_, expires: string) => `expires=${Number(expires) + 3600}`);
    expect((await fetchFile(longer)).statusCode).toBe(403);
    server.clock.advance(data.expires_in * 1000 + 1000);
    const expired = await fetchFile(link);
    expect(expired.statusCode).toBe(403);
    expect(expired.json()).toMatchObject({ status: 403, message: 'This file link has expired; please reload the page and try again' });
  });

  it('no longer reads a session token from the URL, and signs nothing without a session', async () => {
    const owner = await server.applicant('scu');
    const uid = await uploaded(owner.headers);
    expect((await fetchFile(`/v1/public/file/${uid}?inline=1&token=${encodeURIComponent(owner.headers.token ?? '')}`)).statusCode).toBe(401);
    expect((await linksOf([uid], {})).statusCode).toBe(401);
    expect((await server.post(PATHS.public.fileLinks, { uids: '../x' }, owner.headers)).statusCode).toBe(400);
  });
});
