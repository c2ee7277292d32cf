import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notFound } from '../http/errors';
import { authModeData } from '../services/account/projects';
import { portalHead, withPortalHead } from './portalHead';

/** Build output under `assets/` carries a content hash in its name: a new build gives a new name. */
const HASHED_ASSETS = /[\\/]assets[\\/][^\\/]+$/;
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The built portal: assets from `dist/`, and `/{domain}/apply/` (hash routing) answering with its index page
 * for every seeded project domain. Skipped when the portal has not been built (API-only tests).
 */
export async function registerPortal(app: FastifyInstance): Promise<void> {
  const { distDir } = app.ctx.config;
  const indexFile = join(distDir, 'index.html');
  if (!existsSync(indexFile)) return;
  // Brotli or gzip copies made by the build (scripts/precompress.ts), chosen by Accept-Encoding; hashed assets are
  // kept a year, anything else is revalidated so a new build is seen at once.
  await app.register(fastifyStatic, {
    root: distDir,
    prefix: '/',
    index: false,
    wildcard: true,
    schemaHide: true,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (response, path) => {
      response.setHeader('cache-control', HASHED_ASSETS.test(path) ? IMMUTABLE : 'no-cache');
      response.setHeader('vary', 'Accept-Encoding');
    },
  });

  const sendIndex = async (request: FastifyRequest, domain: string) => {
    const project = await app.ctx.db.selectFrom('projects').selectAll().where('domain', '=', domain).executeTakeFirst();
    if (!project) throw notFound('server.projectNotFound');
    return withPortalHead(readFileSync(indexFile, 'utf8'), portalHead(request, domain, authModeData(project)));
  };
  app.get<{ Params: { domain: string } }>('/:domain/apply', { schema: { hide: true } }, async (request, reply) =>
    reply.redirect(`/${encodeURIComponent(request.params.domain)}/apply/`),
  );
  app.get<{ Params: { domain: string } }>('/:domain/apply/', { schema: { hide: true } }, async (request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'Accept-Language, Cookie')
      .send(await sendIndex(request, request.params.domain)),
  );
}

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g;

/** CSP hashes (`sha256-…`) of the inline scripts of the built pages, so the policy allows them and nothing else inline. */
export function inlineScriptHashes(distDir: string): string[] {
  const hashes = new Set<string>();
  for (const page of ['index.html', 'gallery.html']) {
    const file = join(distDir, page);
    if (!existsSync(file)) continue;
    for (const match of readFileSync(file, 'utf8').matchAll(INLINE_SCRIPT)) {
      if (match[1]?.trim()) hashes.add(`sha256-${createHash('sha256').update(match[1]).digest('base64')}`);
    }
  }
  return [...hashes];
}
