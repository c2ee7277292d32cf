import { beforeAll, describe, expect, it } from 'vitest';
import { scuModuleIds } from '../apply/helpers';
import { DEFAULT_HEADERS } from '../harness';
import { useTestServer } from '../suiteServer';
import { insertApplication, keptFiles, mp4, pdf, png, referee, upload, zip } from './helpers';

describe('upload: downloads and referees', () => {
  const server = useTestServer();
  let menu: number;
  let letter: number;
  beforeAll(async () => {
    [menu, letter] = await scuModuleIds(server, 'all-field-types', 'sc-recommendation-letter');
  });

  const fetchFile = (url: string, headers: Record<string, string> = {}) =>
    server.app.inject({ method: 'GET', url, headers: { ...DEFAULT_HEADERS, ...headers } });

  it('serves a file to its owner as an attachment with nosniff, its type and private caching', async () => {
    const { headers } = await server.applicant('scu');
    const image = png();
    const { statusCode, body } = await upload(server, headers, menu, '1801', '证件照 (1);%.png', image);
    expect(statusCode).toBe(200);
    const url = String(body.data?.url);
    const reply = await fetchFile(url, headers);
    expect(reply.statusCode).toBe(200);
    expect(reply.rawPayload.equals(image)).toBe(true);
    expect(reply.headers['content-type']).toBe('image/png');
    expect(reply.headers['x-content-type-options']).toBe('nosniff');
    expect(reply.headers['cache-control']).toBe('private, no-store');
    expect(reply.headers['content-disposition']).toMatch(/^attachment; filename="[^"]*"; filename\*=UTF-8''/);
    expect(reply.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('证件照 ')}%281%29%3B%25.png`);
    expect(reply.headers['content-disposition']).toContain('filename="___ (1)__.png"');
    const inline = await fetchFile(`${url}?inline=1`, headers);
    expect(inline.headers['content-disposition']).toMatch(/^inline;/);
    const underPrefix = await fetchFile(`/enroll${url}`, headers);
    expect(underPrefix.statusCode).toBe(200);
  });

  it('answers one Range with 206 and its bytes (video seeking), a range past the end with 416, HEAD without the bytes', async () => {
    const { headers } = await server.applicant('scu');
    const video = mp4(300_000);
    const { body } = await upload(server, headers, menu, '2101', 'intro.mp4', video);
    const url = `${String(body.data?.url)}?inline=1`;
    const whole = await fetchFile(url, headers);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.rawPayload.equals(video)).toBe(true);
    const cases = [
      ['bytes=0-', 0, video.length - 1],
      ['bytes=1000-1999', 1000, 1999],
      ['bytes=-100', video.length - 100, video.length - 1],
      ['bytes=299990-400000', 299_990, video.length - 1],
    ] as const;
    for (const [header, start, end] of cases) {
      const part = await fetchFile(url, { ...headers, range: header });
      expect(part.statusCode).toBe(206);
      expect(part.headers['content-range']).toBe(`bytes ${start}-${end}/${video.length}`);
      expect(part.headers['content-length']).toBe(String(end - start + 1));
      expect(part.headers['content-type']).toBe('video/mp4');
      expect(part.rawPayload.equals(video.subarray(start, end + 1))).toBe(true);
    }
    const past = await fetchFile(url, { ...headers, range: `bytes=${video.length}-` });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${video.length}`);
    const conditional = await fetchFile(url, { ...headers, range: 'bytes=0-9', 'if-range': '"some-etag"' });
    expect(conditional.statusCode).toBe(200);
    expect(conditional.rawPayload.length).toBe(video.length);
    const head = await server.app.inject({ method: 'HEAD', url, headers: { ...DEFAULT_HEADERS, ...headers } });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(video.length));
    expect(head.rawPayload.length).toBe(0);
    expect((await fetchFile(url, { range: 'bytes=0-9' })).statusCode).toBe(401);
  });

  it('keeps non-viewable types as attachments even with inline=1', async () => {
    const { headers } = await server.applicant('scu');
    const { body } = await upload(server, headers, menu, '1803', 'a.zip', zip());
    const reply = await fetchFile(`${String(body.data?.url)}?inline=1`, headers);
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-disposition']).toMatch(/^attachment;/);
    expect(reply.headers['content-type']).toBe('application/zip');
  });

  it('answers 404 to anyone but the owner, and 401 without a session', async () => {
    const owner = await server.applicant('scu');
    const other = await server.applicant('scu');
    const { body } = await upload(server, owner.headers, menu, '1801', 'a.png', png());
    const url = String(body.data?.url);
    const stranger = await fetchFile(url, other.headers);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toMatchObject({ status: 404 });
    expect((await fetchFile('/v1/public/file/AAAAAAAAAAAAAAAA', owner.headers)).statusCode).toBe(404);
    expect((await fetchFile(url)).statusCode).toBe(401);
    expect((await fetchFile('/v1/public/file/..%2F..%2Fportal.sqlite', owner.headers)).statusCode).toBe(400);
  });

  it('lets a referee upload a letter file that only the referee can fetch', async () => {
    const applicant = await server.applicant('scu');
    const applicationId = await insertApplication(server, applicant.userId, 'scu');
    const ref = await referee(server, applicationId, 'prof@example.edu');
    const reply = await upload(server, ref.headers, letter, '30209', 'letter.pdf', pdf());
    expect(reply.statusCode).toBe(200);
    const row = await server.app.ctx.db.selectFrom('files').selectAll().where('uid', '=', String(reply.body.data?.uid)).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ recommendation_id: ref.recommendationId, user_id: null, field: 'letter_file' });
    const url = String(reply.body.data?.url);
    expect((await fetchFile(url, ref.headers)).statusCode).toBe(200);
    expect((await fetchFile(url, applicant.headers)).statusCode).toBe(404);

    const withoutMenu = await upload(server, ref.headers, null, '30209', 'letter2.pdf', pdf());
    expect(withoutMenu.body.message).toBe('The number of files is limited');
    expect((await upload(server, ref.headers, menu, '1801', 'a.png', png())).body.status).toBe(400);
    expect((await upload(server, ref.headers, letter, '30209', 'letter.docx', png())).body.status).toBe(400);

    const own = await upload(server, applicant.headers, menu, '1801', 'a.png', png());
    expect((await fetchFile(String(own.body.data?.url), ref.headers)).statusCode).toBe(404);
    const otherRef = await referee(server, applicationId, 'other@example.edu');
    expect((await fetchFile(url, otherRef.headers)).statusCode).toBe(404);
  });

  it('refuses a referee upload once the letter was submitted', async () => {
    const applicant = await server.applicant('scu');
    const ref = await referee(server, await insertApplication(server, applicant.userId, 'scu'), 'late@example.edu');
    await server.app.ctx.db.updateTable('recommendations').set({ write_state: 1 }).where('id', '=', ref.recommendationId).execute();
    const reply = await upload(server, ref.headers, letter, '30209', 'letter.pdf', pdf());
    expect(reply.body).toMatchObject({ status: 403, message: 'The letter has been submitted and can no longer be modified' });
  });

  it('documents the upload calls in the OpenAPI document', async () => {
    const paths = Object.keys((await server.app.inject({ method: 'GET', url: '/openapi.json' })).json().paths);
    expect(paths).toEqual(expect.arrayContaining(['/v1/public/upload', '/v1/public/file/{uid}', '/v1/enroll/apply/uploadAutograph', '/index/list']));
  });

  it('serves 404 when the stored file is gone from the store', async () => {
    const { headers } = await server.applicant('scu');
    const { body } = await upload(server, headers, menu, '1801', 'a.png', png());
    await server.app.ctx.db.updateTable('files').set({ stored_name: 'missing.png' }).where('uid', '=', String(body.data?.uid)).execute();
    expect((await fetchFile(String(body.data?.url), headers)).statusCode).toBe(404);
    expect((await keptFiles(server)).some((name) => name.startsWith('tmp'))).toBe(false);
  });
});
