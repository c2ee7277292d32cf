import { Agent, request } from 'node:http';
import { HEADERS, PORTAL_APP_ID, signedQuery } from '../../protocol';
import { RawPool } from './rawHttp';

/** One server instance as the load generator sees it: its address and its own keep-alive connections. */
export interface Target {
  index: number;
  port: number;
  agent: Agent;
  /** Lean connections for the measured save loop. */
  raw: RawPool;
}

export interface Reply {
  status: number;
  body: Buffer;
  /** Wall time from sending to the last byte, in milliseconds. */
  ms: number;
}

export const targetOf = (index: number, port: number): Target => ({ index, port, agent: new Agent({ keepAlive: true, maxSockets: 256 }), raw: new RawPool(port) });

/** Headers as written on the wire by {@link RawPool}. */
export const rawHeaders = (headers: Record<string, string>): string => Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`).join('');

/** Sends one request on the target's keep-alive connections; rejects only on network errors and timeouts. */
export function send(target: Target, method: 'GET' | 'POST', path: string, headers: Record<string, string>, body?: string | Buffer): Promise<Reply> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const outgoing = request({ host: '127.0.0.1', port: target.port, method, path, headers, agent: target.agent, timeout: 60_000 }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, body: Buffer.concat(chunks), ms: performance.now() - started }));
      incoming.on('error', reject);
    });
    outgoing.on('timeout', () => outgoing.destroy(new Error(`timeout: ${method} ${path}`)));
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

/** The headers the portal sends, from one client address (the servers trust X-Forwarded-For, as behind a proxy). */
export function portalHeaders(ip: string, token?: string): Record<string, string> {
  return { [HEADERS.appId]: PORTAL_APP_ID, [HEADERS.language]: 'en', 'x-forwarded-for': ip, ...(token ? { [HEADERS.token]: token } : {}) };
}

export function postForm(target: Target, path: string, headers: Record<string, string>, form: Record<string, string | number>): Promise<Reply> {
  const body = new URLSearchParams(Object.entries(form).map(([key, value]) => [key, String(value)])).toString();
  return send(target, 'POST', path, { ...headers, 'content-type': 'application/x-www-form-urlencoded' }, body);
}

/** A GET with the portal's signature (`time`, `hash`). */
export function getSigned(target: Target, path: string, headers: Record<string, string>, query: Record<string, string | number> = {}): Promise<Reply> {
  return send(target, 'GET', `${path}?${new URLSearchParams(signedQuery(query)).toString()}`, headers);
}

/** The `data` of an envelope answer. */
export function dataOf<T>(reply: Reply): T {
  return (JSON.parse(reply.body.toString('utf8')) as { data: T }).data;
}
