import '../../messages';
import type { FastifyRequest } from 'fastify';
import { translate, type MessageKey } from '../../../schema-adapters';
import { requestLocale } from '../../http/language';
import type { RequestMeta } from '../../services/account/sendCode';

/** The caller's address (for per-IP limits) and language. */
export function requestMeta(request: FastifyRequest): RequestMeta {
  return { ip: request.ip, locale: requestLocale(request.headers) };
}

/** A message in the request's language, for success answers. */
export function say(request: FastifyRequest, key: MessageKey, params?: Record<string, unknown>): string {
  return translate(requestLocale(request.headers), key, params);
}

/** Per-IP backstops of @fastify/rate-limit (real time, shared by every instance: server/http/rateLimitStore.ts); the DB counters are the primary limits. */
export const RATE_LIMITS = {
  captcha: { max: 60, timeWindow: '1 minute' },
  sendCode: { max: 20, timeWindow: '1 minute' },
  checkCode: { max: 60, timeWindow: '1 minute' },
  login: { max: 60, timeWindow: '1 minute' },
  register: { max: 20, timeWindow: '1 minute' },
} as const;

/** A GET querystring schema with no parameters of its own (`time` and `hash` are allowed through). */
export const NO_QUERY = { type: 'object', properties: {} } as const;

export const PUBLIC_TAGS = ['public'];
export const ACCOUNT_TAGS = ['account'];

/** The options of a POST whose `body` schema validates it, with the per-IP backstop `limit` of RATE_LIMITS. */
export function limitedPost<Body>(summary: string, body: Body, limit: keyof typeof RATE_LIMITS, tags = ACCOUNT_TAGS) {
  return { schema: { tags, summary, body }, config: { rateLimit: RATE_LIMITS[limit] } };
}
