import '../messages';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type Locale, type MessageKey, pickText, translate } from '../../schema-adapters';
import { localized } from '../services/apply/text';
import { listApplications, listDomains, OperatorRefusal, performAction, type ApplicationSummary, type OperatorActionKind, type ProjectSummary } from '../services/operator';
import { escapeHtml, page, scrollingTable } from './html';
import { htmlLang, pageLocale, varyByLanguage } from './language';
import { operatorDefaults } from './operatorDefaults';
import { fieldLabel } from './operatorFields';
import { type ActionResult, ResultStore } from './operatorFlash';
import { actionForms, type FormsContext } from './operatorForms';
import { formValues, type InputError, isActionKind, parseAction } from './operatorInput';
import { isSameOrigin } from './operatorOrigin';
import { queryText, queryValue } from '../http/queryParams';
import { isLocale } from '../../protocol/language';

const PATH = '/dev/operator';

const STYLE = `<style>.banner{padding:.75rem 1rem;border-radius:4px;border:1px solid}.done{background:#e6f4ea;border-color:#1e6b34;color:#12421f}
.refused{background:#fdecea;border-color:#a4161a;color:#6b0d10}form.action{border:1px solid #d8dee4;border-radius:4px;padding:0 1rem 1rem;margin:1rem 0}
form.action label{display:block;font-weight:600;margin-top:.5rem}form.action input,form.action select,form.action textarea{font:inherit;width:100%;box-sizing:border-box;padding:.3rem}
.code{font-family:ui-monospace,monospace;font-size:13px}.row{display:grid;grid-template-columns:repeat(3,1fr);gap:.5rem}fieldset{margin-top:.75rem;border:1px solid #d8dee4}
button{margin-top:.75rem;font:inherit;padding:.4rem 1rem;background:#0b6e5c;color:#fff;border:0;border-radius:4px;cursor:pointer}</style>`;

/** What the page shows besides the lists: a chosen application, a result banner, a form sent back. */
interface View {
  domain?: string;
  applicant?: string;
  result?: ActionResult;
  failed?: FormsContext['failed'];
  problem?: string;
}

const text = (locale: Locale, key: MessageKey, params: Record<string, unknown> = {}) => escapeHtml(translate(locale, key, params));

/** A known value's words (statuses, review results, stages), else the value itself. */
function words(locale: Locale, group: 'status' | 'review' | 'stage', value: string): string {
  const key = `web.operator.${group}.${value}` as MessageKey;
  const translated = translate(locale, key);
  return escapeHtml(translated === key ? value : translated);
}

/** The console's address with the page's language when the page was asked for one. */
function consoleUrl(request: FastifyRequest, params: Record<string, string>): string {
  const lang = queryText(request, 'lang');
  const query = new URLSearchParams({ ...(isLocale(lang) ? { lang } : {}), ...params }).toString();
  return query ? `${PATH}?${query}` : PATH;
}

const actionName = (locale: Locale, kind: string) => (isActionKind(kind) ? translate(locale, `web.operator.action.${kind === 'interview-result' ? 'interviewResult' : kind}`) : kind);

/** The words of an input problem or a refusal, naming the input by its label. */
function problemText(locale: Locale, kind: OperatorActionKind | undefined, error: InputError): string {
  const params: Record<string, unknown> = { ...error.params };
  const field = kind && typeof params.field === 'string' ? fieldLabel(kind, params.field) : undefined;
  if (field) params.field = field.row ? translate(locale, 'web.operator.rowLabel', { label: translate(locale, field.label), row: field.row }) : translate(locale, field.label);
  return translate(locale, error.key, params);
}

function banner(locale: Locale, result: ActionResult): string {
  const action = actionName(locale, result.action);
  if (!result.done) {
    const reason = problemText(locale, isActionKind(result.action) ? result.action : undefined, result.refusal);
    return `<p class="banner refused" role="alert">${text(locale, 'web.operator.refused', { action, applicant: result.applicant, reason })}</p>`;
  }
  const letter = result.letter ? ` <a href="${escapeHtml(result.letter)}">${text(locale, 'web.operator.letterLink')}</a>` : '';
  return `<p class="banner done" role="status">${text(locale, 'web.operator.done', { action, applicant: result.applicant })}${letter}</p>`;
}

const COLUMNS = ['applicant', 'name', 'status', 'review', 'submittedAt', 'stage'] as const;

function applicationTable(request: FastifyRequest, locale: Locale, domain: string, rows: ApplicationSummary[]): string {
  if (rows.length === 0) return `<p>${text(locale, 'web.operator.noApplications')}</p>`;
  const head = COLUMNS.map((key) => `<th scope="col">${text(locale, `web.operator.column.${key}`)}</th>`).join('');
  const body = rows
    .map((row) => {
      const href = `${consoleUrl(request, { domain, applicant: row.applicant })}#actions`;
      const submitted = row.submitted_at ? escapeHtml(row.submitted_at.replace('T', ' ').slice(0, 16)) : '';
      return `<tr><td><a href="${escapeHtml(href)}">${escapeHtml(row.applicant)}</a></td><td>${escapeHtml(row.name)}</td><td>${words(locale, 'status', row.status)}</td>
<td>${words(locale, 'review', row.review_status)}</td><td>${submitted}</td><td>${words(locale, 'stage', row.stage)}</td></tr>`;
    })
    .join('');
  return scrollingTable(`<table><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table>`);
}

/** The choices of a per-column result: the project's modules, by id, with their titles. */
async function moduleColumns(app: FastifyInstance, domain: string, locale: Locale): Promise<FormsContext['columns']> {
  const rows = await app.ctx.db
    .selectFrom('modules')
    .innerJoin('projects', 'projects.id', 'modules.project_id')
    .select(['modules.id', 'modules.title'])
    .where('projects.domain', '=', domain)
    .orderBy('modules.sort')
    .orderBy('modules.id')
    .execute();
  return rows.map((row) => ({ value: String(row.id), label: `${pickText(localized(row.title), locale)} (${row.id})` }));
}

async function actionsSection(app: FastifyInstance, request: FastifyRequest, locale: Locale, view: View, projects: Map<string, ApplicationSummary[]>): Promise<string> {
  const { domain, applicant } = view;
  if (!domain || !applicant) return '';
  const chosen = projects.get(domain)?.find((row) => row.applicant === applicant);
  const heading = `<h2 id="actions">${text(locale, 'web.operator.actionsFor', { name: chosen?.name ?? '', applicant, domain })}</h2>`;
  if (!chosen) return `<section aria-labelledby="actions">${heading}<p>${text(locale, 'web.operator.notFound', { applicant, domain })}</p></section>`;
  const forms = actionForms({
    locale,
    postUrl: consoleUrl(request, {}),
    domain,
    applicant,
    columns: await moduleColumns(app, domain, locale),
    defaults: await operatorDefaults(),
    ...(view.failed ? { failed: view.failed } : {}),
  });
  return `<section aria-labelledby="actions">${heading}<p>${text(locale, 'web.operator.timeZone')}</p>${forms}</section>`;
}

async function render(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, view: View, status = 200): Promise<FastifyReply> {
  const locale = pageLocale(request);
  const projects: ProjectSummary[] = await listDomains(app.ctx);
  const lists = new Map<string, ApplicationSummary[]>();
  for (const project of projects) lists.set(project.domain, await listApplications(app.ctx, project.domain));
  const sections = projects
    .map((project) => {
      const id = `project-${project.domain}`;
      return `<section aria-labelledby="${id}"><h2 id="${id}">${escapeHtml(pickText(project.title, locale))} (${escapeHtml(project.domain)})</h2>${applicationTable(request, locale, project.domain, lists.get(project.domain) ?? [])}</section>`;
    })
    .join('');
  const notes = [view.result ? banner(locale, view.result) : '', view.problem ? `<p class="banner refused" role="alert">${escapeHtml(view.problem)}</p>` : ''].join('');
  const nav = `<nav aria-label="${text(locale, 'web.operator.navigation')}"><a href="/">${text(locale, 'web.projectsTitle')}</a> · <a href="/dev/outbox">${text(locale, 'web.outbox')}</a></nav>`;
  const body = `${STYLE}${nav}<main><h1>${text(locale, 'web.operator.title')}</h1>${notes}<p>${text(locale, 'web.operator.intro')}</p>
${await actionsSection(app, request, locale, view, lists)}${sections}</main>`;
  // The forms post back here: the browser must name this page's origin on them (see isSameOrigin).
  return varyByLanguage(reply)
    .code(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'same-origin')
    .send(page(htmlLang(locale), translate(locale, 'web.operator.title'), body));
}

/**
 * Development page `/dev/operator`: every project's applications, and for a chosen one a form per operator action. A
 * form runs the action and redirects back with the result (Post/Redirect/Get); a form with unusable input comes back
 * with the problem and the values as typed. Not registered when NODE_ENV=production.
 */
export function registerOperatorConsole(app: FastifyInstance): void {
  const { db, clock } = app.ctx;
  const results = new ResultStore(db, () => (clock.real ?? clock.now)());

  app.get(PATH, { schema: { hide: true } }, async (request, reply) => {
    const domain = queryText(request, 'domain');
    const applicant = queryText(request, 'applicant');
    const result = await results.get(queryValue(request, 'result'));
    return render(app, request, reply, { ...(domain ? { domain } : {}), ...(applicant ? { applicant } : {}), ...(result ? { result } : {}) });
  });

  app.post(PATH, { schema: { hide: true } }, async (request, reply) => {
    const locale = pageLocale(request);
    if (!isSameOrigin(request)) return render(app, request, reply, { problem: translate(locale, 'web.operator.error.crossSite') }, 403);
    const values = formValues(request.body);
    const { action: kind = '', domain = '', applicant = '' } = values;
    const target = { domain, applicant };
    if (!isActionKind(kind)) return render(app, request, reply, { ...target, problem: translate(locale, 'web.operator.error.unknownAction') }, 400);
    const parsed = parseAction(kind, values);
    if (!parsed.ok) return render(app, request, reply, { ...target, failed: { kind, values, error: problemText(locale, kind, parsed.error) } }, 400);
    let result: ActionResult;
    try {
      const outcome = await performAction(app.ctx, target, parsed.action);
      const letter = outcome.details.letter_url;
      result = { done: true, action: kind, applicant, ...(typeof letter === 'string' ? { letter } : {}) };
    } catch (error) {
      if (!(error instanceof OperatorRefusal)) throw error;
      result = { done: false, action: kind, applicant, refusal: { key: error.reason, params: Object.fromEntries(Object.entries(error.params).map(([key, value]) => [key, String(value)])) } };
    }
    return reply.redirect(`${consoleUrl(request, { domain, applicant, result: await results.put(result) })}#actions`, 303);
  });
}
