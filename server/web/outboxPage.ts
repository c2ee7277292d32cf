import '../messages';
import type { FastifyInstance } from 'fastify';
import { translate } from '../../schema-adapters';
import { escapeHtml, page } from './html';
import { htmlLang, pageLocale, varyByLanguage } from './language';
import { queryText } from '../http/queryParams';

const LIMIT = 200;

/**
 * Development pages: `/dev/outbox` lists the e-mails and SMS the server sent (newest first, links clickable),
 * `/dev/outbox.json` the same as data for tests. Not registered when NODE_ENV=production.
 */
export function registerOutboxPages(app: FastifyInstance): void {
  const latest = (recipient?: string) => {
    let query = app.ctx.db.selectFrom('outbox').selectAll().orderBy('id', 'desc').limit(LIMIT);
    if (recipient) query = query.where('recipient', '=', recipient);
    return query.execute();
  };

  app.get('/dev/outbox.json', { schema: { hide: true } }, async (request) => {
    const to = queryText(request, 'to');
    return { status: 200, message: 'ok', data: await latest(to?.trim().toLowerCase()) };
  });

  app.get('/dev/outbox', { schema: { hide: true } }, async (request, reply) => {
    const locale = pageLocale(request);
    const rows = (await latest())
      .map((item) => {
        const link = item.link ? `<a href="${escapeHtml(item.link)}">${escapeHtml(item.link)}</a>` : '';
        return `<tr><td>${new Date(item.created_at).toISOString().replace('T', ' ').slice(0, 19)}</td><td>${escapeHtml(item.channel)}</td>
<td>${escapeHtml(item.recipient)}</td><td><strong>${escapeHtml(item.subject)}</strong><pre>${escapeHtml(item.body)}</pre>${link}</td>
<td>${item.error ? escapeHtml(item.error) : item.delivered_at ? '✓' : ''}</td></tr>`;
      })
      .join('');
    const empty = `<p>${escapeHtml(translate(locale, 'web.outboxEmpty'))}</p>`;
    const table = `<table><thead><tr><th scope="col">${escapeHtml(translate(locale, 'web.sentAt'))}</th><th scope="col">${escapeHtml(translate(locale, 'web.channel'))}</th>
<th scope="col">${escapeHtml(translate(locale, 'web.recipient'))}</th><th scope="col">${escapeHtml(translate(locale, 'web.message'))}</th><th scope="col">${escapeHtml(translate(locale, 'web.delivery'))}</th></tr></thead><tbody>${rows}</tbody></table>`;
    const body = `<p><a href="/">${escapeHtml(translate(locale, 'web.projectsTitle'))}</a></p><h1>${escapeHtml(translate(locale, 'web.outbox'))}</h1>${rows ? table : empty}`;
    return varyByLanguage(reply).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page(htmlLang(locale), translate(locale, 'web.outbox'), body));
  });
}
