import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** Where the WeChat JS-SDK is loaded from (only inside WeChat, for sharing). */
const WECHAT_SDK_ORIGIN = 'https://res.wx.qq.com';

/** HSTS for answers over HTTPS (directly, or behind a proxy trusted with TRUST_PROXY): one year, subdomains too. */
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * The policy of every page the server sends (portal, gallery, server pages). Scripts come only from the server (plus the
 * hashes of the portal's own inline scripts), never inline; `'unsafe-eval'` because a module's validators are code
 * the server generates from its own schemas (`POST /api/form/validators`), loaded with `new Function`, and AJV compiles
 * them in the browser (`new Function` too) when that call fails; styles may be inline because MUI (emotion) inserts <style> elements;
 * images may come from any HTTPS host because operators' notices and news embed them; recordings play from blob: URLs.
 */
export function pageDirectives(scriptHashes: readonly string[]): Record<string, string[]> {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", "'unsafe-eval'", WECHAT_SDK_ORIGIN, ...scriptHashes.map((hash) => `'${hash}'`)],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
    mediaSrc: ["'self'", 'blob:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    frameSrc: ["'self'", 'blob:'],
    objectSrc: ["'none'"],
    baseUri: ["'none'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  };
}

/**
 * Stored files: only the portal itself may show one in a frame (the PDF dialog). No further directives: Chromium's PDF
 * viewer runs under the file's own policy and refuses to show the PDF under `object-src 'none'`; nothing that could run
 * script is ever served in place (only PNG, JPEG, PDF and video are, see isInlineType), the rest as attachments.
 */
export const FILE_HELMET: Omit<FastifyHelmetOptions, 'global'> = {
  contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: helmet.contentSecurityPolicy.dangerouslyDisableDefaultSrc, frameAncestors: ["'self'"] } },
  xFrameOptions: { action: 'sameorigin' },
};

/**
 * Security headers on every answer (@fastify/helmet): the CSP above, nosniff, no Referer, no framing by other sites,
 * HSTS over HTTPS, and `Cache-Control: no-store` on API answers that do not set their own caching.
 */
export async function installSecurityHeaders(app: FastifyInstance, scriptHashes: readonly string[]): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: pageDirectives(scriptHashes) },
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'no-referrer' },
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    if (!reply.hasHeader('cache-control') && String(reply.getHeader('content-type') ?? '').startsWith('application/json')) {
      reply.header('cache-control', 'no-store');
    }
    return payload;
  });
}
