import { createHash, randomBytes } from 'node:crypto';
import type { WeChatConfig } from '../../../protocol/content';
import { ApiError, badRequest, invalidField } from '../../http/errors';
import { isRecord } from '../../../schema-adapters/keywords/record';

const API = 'https://api.weixin.qq.com/cgi-bin';
const TIMEOUT_MS = 5000;
/** Refresh a little before WeChat's own expiry. */
const MARGIN_MS = 5 * 60 * 1000;

export interface WeChatCredentials {
  weChatAppId: string | undefined;
  weChatSecret: string | undefined;
}

/** The JS-SDK signature: SHA-1 (hex) of the four parameters in this order; the url without its `#` part. */
export function weChatSignature(ticket: string, nonceStr: string, timestamp: number, url: string): string {
  const page = url.split('#')[0] ?? url;
  return createHash('sha1').update(`jsapi_ticket=${ticket}&noncestr=${nonceStr}&timestamp=${timestamp}&url=${page}`).digest('hex');
}

const tickets = new Map<string, { ticket: string; expiresAt: number }>();
const pending = new Map<string, Promise<{ ticket: string; expiresAt: number }>>();

const unavailable = () => new ApiError(502, 'server.content.weChatUnavailable');

async function getJson(url: string): Promise<Record<string, unknown>> {
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch {
    throw unavailable();
  }
  if (!response.ok) throw unavailable();
  const body: unknown = await response.json().catch(() => null);
  if (!isRecord(body)) throw unavailable();
  return body;
}

async function fetchTicket(appId: string, secret: string, now: number): Promise<{ ticket: string; expiresAt: number }> {
  const token = await getJson(`${API}/token?grant_type=client_credential&appid=${encodeURIComponent(appId)}&secret=${encodeURIComponent(secret)}`);
  if (typeof token.access_token !== 'string') throw unavailable();
  const answer = await getJson(`${API}/ticket/getticket?access_token=${encodeURIComponent(token.access_token)}&type=jsapi`);
  if (typeof answer.ticket !== 'string') throw unavailable();
  const seconds = typeof answer.expires_in === 'number' ? answer.expires_in : 7200;
  return { ticket: answer.ticket, expiresAt: now + seconds * 1000 - MARGIN_MS };
}

/** A jsapi ticket, cached per app id until shortly before it expires; concurrent callers share one fetch. */
async function jsapiTicket(appId: string, secret: string, now: number): Promise<string> {
  const cached = tickets.get(appId);
  if (cached && cached.expiresAt > now) return cached.ticket;
  let request = pending.get(appId);
  if (!request) {
    request = fetchTicket(appId, secret, now).finally(() => pending.delete(appId));
    pending.set(appId, request);
  }
  const fresh = await request;
  tickets.set(appId, fresh);
  return fresh.ticket;
}

function isPageUrl(url: string): boolean {
  try {
    const { protocol } = new URL(url);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

/** The share configuration for a page; a 400 when no credentials are set, a 502 when WeChat cannot be reached. */
export async function weChatConfig(credentials: WeChatCredentials, url: string, now: number): Promise<WeChatConfig> {
  const { weChatAppId: appId, weChatSecret: secret } = credentials;
  if (!isPageUrl(url)) throw invalidField('url');
  if (!appId || !secret) throw badRequest('server.content.weChatNotConfigured');
  const ticket = await jsapiTicket(appId, secret, now);
  const timestamp = Math.floor(now / 1000);
  const nonceStr = randomBytes(8).toString('hex');
  return { appId, timestamp, nonceStr, signature: weChatSignature(ticket, nonceStr, timestamp, url) };
}
