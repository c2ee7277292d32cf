import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PATHS } from '../../../../protocol';
import { precompressDir } from '../../../../scripts/precompress';
import { startTestServer, type TestServer } from '../harness';

const DIST = '/tmp/portal-delivery-test-dist';
const SCRIPT = `export const words = ${JSON.stringify('applicant '.repeat(400))};\n`;
const CATALOGUE_LINKS = ['en', 'sc', 'tc'].map((locale) => `    <link rel="modulepreload" crossorigin href="/assets/${locale}-Aa11.js" data-catalogue="${locale}">\n`).join('');
const INDEX = `<!doctype html>\n<html lang="zh-Hans">\n  <head>\n    <title>Admissions portal</title>\n${CATALOGUE_LINKS}  </head>\n  <body><div id="root"></div></body>\n</html>\n`;
const PNG = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(4096, 7)]);

describe('what the server sends of the built portal', () => {
  let server: TestServer;
  beforeAll(async () => {
    rmSync(DIST, { recursive: true, force: true });
    mkdirSync(join(DIST, 'assets'), { recursive: true });
    writeFileSync(join(DIST, 'index.html'), INDEX);
    writeFileSync(join(DIST, 'gallery.html'), INDEX.repeat(20));
    writeFileSync(join(DIST, 'assets', 'shell-Ab12Cd34.js'), SCRIPT);
    writeFileSync(join(DIST, 'assets', 'tiny-Zz99Yy88.js'), 'export {};\n');
    writeFileSync(join(DIST, 'assets', 'cover-Qq11Ww22.png'), PNG);
    await precompressDir(DIST);
    server = await startTestServer({ env: { DIST_DIR: DIST } });
  });
  afterAll(async () => server.close());

  const get = (url: string, headers: Record<string, string> = {}) => server.app.inject({ method: 'GET', url, headers });

  it('sends a hashed script as the build made it, Brotli or gzip by Accept-Encoding, cached for a year', async () => {
    const br = await get('/assets/shell-Ab12Cd34.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);
    expect(br.rawPayload.length).toBeLessThan(SCRIPT.length / 10);

    const gz = await get('/assets/shell-Ab12Cd34.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);

    const plain = await get('/assets/shell-Ab12Cd34.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends even a small script from the build copies, and never compresses a picture again', async () => {
    const tiny = await get('/assets/tiny-Zz99Yy88.js', { 'accept-encoding': 'gzip' });
    expect(tiny.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(tiny.rawPayload).toString()).toBe('export {};\n');
    const picture = await get('/assets/cover-Qq11Ww22.png', { 'accept-encoding': 'br, gzip' });
    expect(picture.headers['content-encoding']).toBeUndefined();
    expect(picture.rawPayload.equals(PNG)).toBe(true);
  });

  it('keeps pages outside the hashed assets revalidated, so a new build is seen at once', async () => {
    const gallery = await get('/gallery.html', { 'accept-encoding': 'br' });
    expect(gallery.headers['cache-control']).toBe('no-cache');
    expect(gallery.headers['content-encoding']).toBe('br');
    const portal = await get('/scu/apply/', { 'accept-encoding': 'br' });
    expect(portal.headers['cache-control']).toBe('no-cache');
  });

  it('writes the project page in the language the portal will choose, with the project title and description', async () => {
    const english = await get('/scu/apply/?lang=en');
    expect(english.body).toContain('<html lang="en"');
    expect(english.body).toContain('<title>Sichuan University online application</title>');
    expect(english.body).toContain('<meta name="description" content="Apply to Sichuan University Graduate Admissions online:');
    expect(english.body).not.toContain('Admissions portal');

    const traditional = await get('/scu/apply/', { 'accept-language': 'zh-HK,zh;q=0.8' });
    expect(traditional.body).toContain('<html lang="zh-Hant"');
    expect(traditional.body).toContain('<title>四川大學網上報名</title>');
    expect(traditional.body).toContain('在線申請四川大學研究生招生');

    const cookie = await get('/scu/apply/', { cookie: 'other=1; defautLangscu=tc', 'accept-language': 'en' });
    expect(cookie.body).toContain('<html lang="zh-Hant"');
    const simplified = await get('/scu/apply/');
    expect(simplified.body).toContain('<html lang="zh-Hans"');
    expect(simplified.body).toContain('<title>四川大学网上报名</title>');
    // The sc project gives English unless a language is stored.
    expect((await get('/sc/apply/')).body).toContain('<html lang="en"');
  });

  it('preloads the messages of the language it writes the page in, and of no other', async () => {
    const preloads = (body: string) => [...body.matchAll(/data-catalogue="(\w+)"/g)].map((match) => match[1]);
    expect(preloads((await get('/scu/apply/?lang=en')).body)).toEqual(['en']);
    expect(preloads((await get('/scu/apply/', { 'accept-language': 'zh-TW' })).body)).toEqual(['tc']);
    expect(preloads((await get('/scu/apply/')).body)).toEqual(['sc']);
    expect((await get('/scu/apply/')).body).toContain('<link rel="modulepreload" crossorigin href="/assets/sc-Aa11.js" data-catalogue="sc">');
  });

  it('carries the project configuration that auth_mode answers, so the first screen needs no request', async () => {
    const page = (await get('/scu/apply/')).body;
    const block = /<script type="application\/json" id="portal-config">([^<]*)<\/script>/.exec(page);
    expect(block).not.toBeNull();
    const answer = await server.get(PATHS.public.authMode, { domain: 'scu' });
    expect(answer.statusCode).toBe(200);
    expect(JSON.parse(block?.[1] ?? '')).toEqual(answer.body.data);
  });

  it('keeps a hostile project title inert in the page: escaped in the head, unable to close the data block', async () => {
    const hostile = '</script><script>alert(1)</script> $& <!--';
    const row = await server.app.ctx.db.selectFrom('projects').select(['id', 'config']).where('domain', '=', 'itf').executeTakeFirstOrThrow();
    const config = { ...(JSON.parse(row.config) as object), title: { sc: hostile, en: hostile }, seo_title: { sc: hostile, en: hostile } };
    await server.app.ctx.db.updateTable('projects').set({ config: JSON.stringify(config) }).where('id', '=', row.id).execute();
    const page = (await get('/itf/apply/?lang=en')).body;
    expect(page).not.toContain('<script>alert(1)');
    expect(page).toContain('<title>&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; $&amp; &lt;!--</title>');
    expect(page.match(/<\/script>/g)).toHaveLength(1);
    const block = /<script type="application\/json" id="portal-config">([^<]*)<\/script>/.exec(page);
    expect((JSON.parse(block?.[1] ?? '') as { title: { en: string } }).title.en).toBe(hostile);
  });

  it('compresses a large dynamic answer and leaves a small one alone', async () => {
    const openapi = await get('/openapi.json', { 'accept-encoding': 'br' });
    expect(openapi.statusCode).toBe(200);
    expect(openapi.headers['content-encoding']).toBe('br');
    const document = JSON.parse(brotliDecompressSync(openapi.rawPayload).toString()) as { paths: object };
    expect(Object.keys(document.paths).length).toBeGreaterThan(10);
    const ready = await get('/readyz', { 'accept-encoding': 'br' });
    expect(ready.headers['content-encoding']).toBeUndefined();
  });
});

describe('precompressDir', () => {
  it('writes Brotli and gzip copies of text files, and of nothing else', async () => {
    const dir = '/tmp/portal-precompress-test';
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(join(dir, 'assets'), { recursive: true });
    writeFileSync(join(dir, 'assets', 'big.js'), SCRIPT);
    writeFileSync(join(dir, 'assets', 'small.css'), 'a{}');
    writeFileSync(join(dir, 'assets', 'photo.png'), PNG);
    writeFileSync(join(dir, 'assets', 'big.js.map'), SCRIPT);
    expect(await precompressDir(dir)).toBe(2);
    expect(brotliDecompressSync(readFileSync(join(dir, 'assets', 'big.js.br'))).toString()).toBe(SCRIPT);
    expect(gunzipSync(readFileSync(join(dir, 'assets', 'big.js.gz'))).toString()).toBe(SCRIPT);
    expect(gunzipSync(readFileSync(join(dir, 'assets', 'small.css.gz'))).toString()).toBe('a{}');
    expect(existsSync(join(dir, 'assets', 'photo.png.br'))).toBe(false);
    expect(existsSync(join(dir, 'assets', 'big.js.map.br'))).toBe(false);
  });
});
