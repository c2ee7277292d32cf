import compress from '@fastify/compress';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance } from 'fastify';
import { constants as zlibConstants } from 'node:zlib';
import { ENROLL_PREFIX } from '../protocol';
import type { LogLevel } from './config';
import type { ServerContext } from './context';
import { installAuth } from './http/auth';
import { MovableClock } from './movableClock';
import { ApiError } from './http/errors';
import { installErrorHandling } from './http/errorHandler';
import { trackInFlight } from './http/inFlight';
import { databaseRateLimitStore } from './http/rateLimitStore';
import { registerProbes } from './http/probes';
import { installRequestIdHeader, requestIdOf } from './http/requestIds';
import { installSecurityHeaders } from './http/securityHeaders';
import { installSignatureCheck } from './http/signature';
import { API_AREAS } from './routes';
import { registerWebPages } from './web';
import { registerDevClock } from './web/devClock';
import { inlineScriptHashes } from './web/portal';

/** Largest single upload accepted by the multipart parser; fields may set lower limits. */
export const MAX_UPLOAD_BYTES = 100 * 1024 * 1024;

export interface BuildOptions {
  /** Level of the JSON logs (info logs every request; warn only failures and warnings); false is silent (tests). */
  logger?: LogLevel | false;
}

/** Strips the optional `/enroll` prefix so that every path is served with and without it. */
function withoutEnrollPrefix(url: string | undefined): string {
  if (!url) return '/';
  return url === ENROLL_PREFIX || url.startsWith(`${ENROLL_PREFIX}/`) ? url.slice(ENROLL_PREFIX.length) || '/' : url;
}

/** The whole API server; call `ready()` (or `listen`) after adding hooks. */
export async function buildApp(ctx: ServerContext, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ? { level: options.logger } : false,
    genReqId: requestIdOf,
    rewriteUrl: (request) => withoutEnrollPrefix(request.url),
    bodyLimit: 2 * 1024 * 1024,
    trustProxy: ctx.config.trustProxy,
    ajv: { customOptions: { coerceTypes: 'array', removeAdditional: false, allErrors: false } },
  });
  app.decorate('ctx', ctx);
  trackInFlight(app);
  installRequestIdHeader(app);
  installErrorHandling(app);
  await installSecurityHeaders(app, inlineScriptHashes(ctx.config.distDir));
  // Answers of 1 KB and more in a compressible type (JSON lists, the OpenAPI document, validators code) go out as Brotli
  // at a quality fit for per-request work, or gzip; images, PDFs and video are never compressed again. Registered
  // before the portal's static files, which send the build's own Brotli and gzip copies (scripts/precompress.ts).
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    globalDecompression: false,
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(formbody);
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 20 } });
  // Counted in the database, so every instance sharing it counts against the same limits; in real time, also while
  // the test clock is moved.
  await app.register(rateLimit, {
    global: false,
    store: databaseRateLimitStore(ctx.db, () => (ctx.clock.real ?? ctx.clock.now)()),
    errorResponseBuilder: (_request, context) => {
      const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
      return new ApiError(429, 'server.tooManyRequests', { seconds }, null, { 'retry-after': String(seconds) });
    },
  });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Admissions portal reference API', version: '1.0.0', description: 'Spec section 7, served for real.' },
      components: {
        securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'token' } },
      },
    },
  });
  // Clients sign with their own (real) clock, also while the test clock is moved.
  installSignatureCheck(app, () => (ctx.clock.real ?? ctx.clock.now)());
  installAuth(app);
  registerProbes(app);
  for (const area of API_AREAS) await app.register(area);
  await registerWebPages(app);
  if (ctx.config.testClock && ctx.clock instanceof MovableClock) registerDevClock(app, ctx.clock);
  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  return app;
}
