import { describe, expect, it } from 'vitest';
import { PROBE_PATHS } from '../../../server/http/probes';
import { useTestServer } from './suiteServer';

/** Bodies no client should send: empty, wrong types, broken JSON, huge numbers, injection-looking text. */
const JUNK: Array<Record<string, string>> = [
  {},
  { menu_id: 'x', id: '-1', value: '{broken', version: 'NaN', batch_id: '1e309', track_id: '', row_number: '[]' },
  { value: '[]', menu_id: '999999', version: '0', email: "a'; drop table users; --", account: '<script>', password: 'x', type: 'nope' },
  { value: 'null', content: '', act_id: '0', url: 'javascript:alert(1)', token: 'x'.repeat(300), domain: '../../etc' },
];

interface RouteInfo {
  method: string | string[];
  url: string;
}

describe('no input makes the server fail', () => {
  const server = useTestServer();
  const routes: RouteInfo[] = [];

  it('answers every API call with an envelope and a status below 500, anonymous or signed in', async () => {
    const document = (await server.app.inject({ method: 'GET', url: '/openapi.json' })).json() as { paths: Record<string, Record<string, unknown>> };
    for (const [path, methods] of Object.entries(document.paths)) {
      for (const method of Object.keys(methods)) routes.push({ method: method.toUpperCase(), url: path.replace(/\{(\w+)\}/g, 'nope') });
    }
    expect(routes.length).toBeGreaterThan(90);
    const { headers } = await server.applicant('scu');
    const failures: string[] = [];
    for (const route of routes) {
      for (const auth of [{}, headers]) {
        for (const junk of JUNK) {
          const reply = route.method === 'GET' ? await server.get(route.url, junk, auth) : await server.post(route.url, junk, auth);
          const attachment = String(reply.raw.headers['content-disposition'] ?? '').startsWith('attachment');
          // The health probes answer load balancers with a bare `{ status }`, not the API envelope.
          const probe = (Object.values(PROBE_PATHS) as string[]).includes(route.url);
          const envelopeOk = attachment || probe || (typeof reply.body.message === 'string' && reply.body.status === reply.statusCode);
          if (reply.statusCode >= 500 || !envelopeOk) {
            failures.push(`${route.method} ${route.url} ${JSON.stringify(junk)} → ${reply.statusCode} ${reply.raw.body.slice(0, 120)}`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
  });
});
