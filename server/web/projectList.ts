import '../messages';
import type { FastifyInstance } from 'fastify';
import { parseJson } from '../db/json';
import { pickText, translate, type LocalizedText } from '../../schema-adapters';
import { DEMO_PASSWORD, demoEmail, partialEmail } from '../seed/accounts';
import { escapeHtml, page } from './html';
import { projectsWithLetters } from './letterProjects';
import { htmlLang, pageLocale, varyByLanguage } from './language';

interface ListedConfig {
  title: LocalizedText;
  color: string;
}

/** `/`: the demo projects with their portal links, and the pages a newcomer needs. */
export function registerProjectList(app: FastifyInstance): void {
  app.get('/', { schema: { hide: true } }, async (request, reply) => {
    const locale = pageLocale(request);
    const projects = await app.ctx.db.selectFrom('projects').select(['id', 'domain', 'user_type', 'config', 'free']).orderBy('id').execute();
    const withLetters = await projectsWithLetters(app.ctx.db);
    const rows = projects
      .map((project) => {
        const config = parseJson<ListedConfig>(project.config, { title: { sc: project.domain, tc: project.domain, en: project.domain }, color: '#4dbca6' });
        const free = project.free ? ` (${escapeHtml(translate(locale, 'web.freeProject'))})` : '';
        const portal = `/${encodeURIComponent(project.domain)}/apply/`;
        const referee = withLetters.has(project.id) ? ` · <a href="${portal}#/ref_login">${escapeHtml(translate(locale, 'web.refereeLogin'))}</a>` : '';
        const accounts = project.free
          ? escapeHtml(translate(locale, 'web.noDemoAccount'))
          : `<code>${escapeHtml(demoEmail(project.domain))}</code> (${escapeHtml(translate(locale, 'web.emptyAccount'))})<br><code>${escapeHtml(partialEmail(project.domain))}</code> (${escapeHtml(translate(locale, 'web.partialAccount'))})`;
        return `<tr><td><span class="swatch" style="background:${escapeHtml(config.color)}"></span>${escapeHtml(pickText(config.title, locale))}${free}</td>
<td><code>${escapeHtml(project.domain)}</code> · ${escapeHtml(project.user_type)}</td>
<td><a href="${portal}#/login">${escapeHtml(translate(locale, 'web.applicantLogin'))}</a>${referee}</td>
<td>${accounts}</td></tr>`;
      })
      .join('');
    const links = [
      `<a href="/gallery.html">${escapeHtml(translate(locale, 'web.gallery'))}</a>`,
      app.ctx.config.devPages ? `<a href="/dev/outbox">${escapeHtml(translate(locale, 'web.outbox'))}</a>` : '',
      `<a href="/openapi.json">${escapeHtml(translate(locale, 'web.openapi'))}</a>`,
    ].filter(Boolean);
    const languages = (['sc', 'tc', 'en'] as const).map((code) => `<a href="/?lang=${code}" lang="${htmlLang(code)}">${escapeHtml(translate(code, `languageNames.${code}`))}</a>`);
    const body = `<nav aria-label="${escapeHtml(translate(locale, 'web.languages'))}">${languages.join(' · ')}</nav>
<h1>${escapeHtml(translate(locale, 'web.projectsTitle'))}</h1>
<table><thead><tr><th scope="col">${escapeHtml(translate(locale, 'web.project'))}</th><th scope="col">${escapeHtml(translate(locale, 'web.domain'))}</th><th scope="col">${escapeHtml(translate(locale, 'web.links'))}</th><th scope="col">${escapeHtml(translate(locale, 'web.demoAccounts'))}</th></tr></thead><tbody>${rows}</tbody></table>
<p>${escapeHtml(translate(locale, 'web.demoPassword', { password: DEMO_PASSWORD }))}</p>
<p>${links.join(' · ')}</p>`;
    return varyByLanguage(reply).type('text/html; charset=utf-8').send(page(htmlLang(locale), translate(locale, 'web.projectsTitle'), body));
  });
}
