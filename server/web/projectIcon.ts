import type { FastifyInstance } from 'fastify';
import { parseJson } from '../db/json';
import { notFound } from '../http/errors';
import { escapeHtml } from './html';

/** `/static/icons/{domain}.svg`: each demo project's icon (its initials on its colour), the `ico_url` of its configuration. */
export function registerProjectIcons(app: FastifyInstance): void {
  app.get<{ Params: { file: string } }>('/static/icons/:file', { schema: { hide: true } }, async (request, reply) => {
    const domain = request.params.file.replace(/\.svg$/, '');
    const project = await app.ctx.db.selectFrom('projects').select(['domain', 'config']).where('domain', '=', domain).executeTakeFirst();
    if (!project || !request.params.file.endsWith('.svg')) throw notFound();
    const { color } = parseJson<{ color?: string }>(project.config, {});
    const fill = /^#[0-9a-f]{3,8}$/i.test(color ?? '') ? color : '#4dbca6';
    const initials = escapeHtml(project.domain.slice(0, 3).toUpperCase());
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${fill}"/><text x="32" y="40" font-family="system-ui,sans-serif" font-size="${initials.length > 2 ? 19 : 24}" font-weight="700" fill="#fff" text-anchor="middle">${initials}</text></svg>`;
    return reply.type('image/svg+xml').header('cache-control', 'public, max-age=3600').send(svg);
  });
}
