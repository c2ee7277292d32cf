import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_STATUS, SIGNATURE_MAX_SKEW_MS, signParams, type SignableParams } from '../../protocol';
import { ApiError } from './errors';

/** GET calls under these prefixes must be signed; files and pages are fetched by the browser directly. */
const SIGNED_PREFIXES = ['/v1/', '/v2/', '/api/', '/weChat/', '/index/'];
const UNSIGNED = [/^\/v1\/public\/file\//, /^\/v1\/enroll\/public\/admissionLetter\/pdf$/];

function needsSignature(url: string): boolean {
  const path = url.split('?')[0] ?? '';
  return SIGNED_PREFIXES.some((prefix) => path.startsWith(prefix)) && !UNSIGNED.some((pattern) => pattern.test(path));
}

function sameHex(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Checks `time` and `hash` of signed GET calls; refuses a missing, wrong or stale signature with 400 (401 means only an expired session). */
export function verifySignature(request: FastifyRequest, now: number): void {
  const query = (request.query ?? {}) as Record<string, string | undefined>;
  const { time, hash } = query;
  if (!time || !hash) throw new ApiError(API_STATUS.badRequest, 'server.signatureMissing');
  const sentAt = Number(time);
  if (!Number.isFinite(sentAt) || Math.abs(now - sentAt) > SIGNATURE_MAX_SKEW_MS) {
    throw new ApiError(API_STATUS.badRequest, 'server.signatureExpired');
  }
  const expected = signParams(query as SignableParams, time);
  if (!sameHex(expected, hash.toLowerCase())) throw new ApiError(API_STATUS.badRequest, 'server.signatureInvalid');
}

export function installSignatureCheck(app: FastifyInstance, now: () => number): void {
  app.addHook('preValidation', async (request) => {
    if (request.method === 'GET' && needsSignature(request.url)) verifySignature(request, now());
  });
}
