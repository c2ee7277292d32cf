import { createHash } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PATHS } from '../../../../protocol';
import { DEFAULT_HEADERS, startTestServer, type TestServer } from '../harness';
import { moduleId, png, upload } from '../upload/helpers';

const INLINE = "if (/MSIE [1-9]\\./.test(navigator.userAgent)) location.replace('https://browsehappy.com/');";
const PAGE = `<!doctype html><html><head><script>${INLINE}</script><script type="module" src="/assets/a.js"></script></head><body><div id="root"></div></body></html>`;

/** Directives of a Content-Security-Policy header, by name. */
function directives(header: unknown): Map<string, string[]> {
  return new Map(
    String(header ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name = '', ...values]) => [name, values]),
  );
}

/** Every answer carries the security headers; pages a CSP the built portal satisfies without inline scripts. */
describe('security headers', () => {
  let server: TestServer;
  beforeAll(async () => {
    const dist = mkdtempSync(join(tmpdir(), 'portal-dist-'));
    writeFileSync(join(dist, 'index.html'), PAGE);
    server = await startTestServer({ env: { DIST_DIR: dist } });
  });
  afterAll(async () => server.close());

  const fetch = (url: string, headers: Record<string, string> = {}) => server.app.inject({ method: 'GET', url, headers: { ...DEFAULT_HEADERS, ...headers } });

  it('serves the portal under a CSP that allows its own inline script by hash and forbids framing', async () => {
    const reply = await fetch('/scu/apply/');
    expect(reply.statusCode).toBe(200);
    const csp = directives(reply.headers['content-security-policy']);
    const hash = `'sha256-${createHash('sha256').update(INLINE).digest('base64')}'`;
    expect(csp.get('script-src')).toEqual(["'self'", "'unsafe-eval'", 'https://res.wx.qq.com', hash]);
    expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('media-src')).toEqual(["'self'", 'blob:']);
    expect(csp.get('img-src')).toEqual(expect.arrayContaining(["'self'", 'data:', 'blob:']));
    expect(reply.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(reply.headers['x-content-type-options']).toBe('nosniff');
    expect(reply.headers['referrer-policy']).toBe('no-referrer');
  });

  it('puts nosniff, no-store and the policy on API answers, and HSTS only over HTTPS', async () => {
    const { headers } = await server.applicant('scu');
    const info = await server.get(PATHS.account.userInfo, {}, headers);
    expect(info.statusCode).toBe(200);
    expect(info.raw.headers['cache-control']).toBe('no-store');
    expect(info.raw.headers['x-content-type-options']).toBe('nosniff');
    expect(info.raw.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(info.raw.headers['strict-transport-security']).toBeUndefined();
    const failure = await server.get(PATHS.account.userInfo, {});
    expect(failure.statusCode).toBe(401);
    expect(failure.raw.headers['cache-control']).toBe('no-store');
    expect(failure.raw.headers['x-content-type-options']).toBe('nosniff');
    const secure = await server.get(PATHS.account.userInfo, {}, { ...headers, 'x-forwarded-proto': 'https' });
    expect(secure.raw.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('lets only the portal itself frame a stored file (the PDF dialog)', async () => {
    const { headers } = await server.applicant('scu');
    const menu = await moduleId(server, 'scu', 'all-field-types');
    const url = String((await upload(server, headers, menu, '1801', 'a.png', png())).body.data?.url);
    const reply = await fetch(`${url}?inline=1`, headers);
    expect(reply.statusCode).toBe(200);
    const csp = directives(reply.headers['content-security-policy']);
    expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
    expect(csp.has('object-src')).toBe(false);
    expect(reply.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(reply.headers['x-content-type-options']).toBe('nosniff');
  });

  it('covers the server pages too', async () => {
    const reply = await fetch('/');
    expect(reply.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(reply.headers['x-content-type-options']).toBe('nosniff');
  });
});
