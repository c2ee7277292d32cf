import '../../messages';
import type { ApplicationExtra } from '../../../protocol/apply';
import { type Locale, pickText, translate } from '../../../schema-adapters';
import { localized } from '../apply/text';
import { type ActionEnv, applicantNotice, type Change, namesIn } from './change';
import type { OperatorAction } from './types';

type ReviewAction = Extract<OperatorAction, { kind: 'review' }>;

/** The project's modules: a column may be named by module id or by module name, and is shown by its title. */
async function modulesOf(env: ActionEnv) {
  const rows = await env.ctx.db.selectFrom('modules').select(['id', 'name', 'title']).where('project_id', '=', env.target.project.id).execute();
  const byName = new Map(rows.map((row) => [row.name, String(row.id)]));
  const titles = new Map(rows.map((row) => [String(row.id), localized(row.title)]));
  return {
    key: (column: string) => byName.get(column) ?? column,
    title: (column: string, locale: Locale) => {
      const title = titles.get(column);
      return (title && pickText(title, locale)) || column;
    },
  };
}

/** The overall review result and the audit per column (replacing an earlier review's). */
export async function reviewChange(env: ActionEnv, action: ReviewAction): Promise<Change> {
  const modules = await modulesOf(env);
  const columns = (action.columns ?? []).map((column) => ({ ...column, column: modules.key(column.column.trim()), reason: column.reason.trim() }));
  const status = action.result === 'pass' ? 'passed' : 'failed';
  const reason = status === 'failed' ? action.reason?.trim() || null : null;
  return (extra: ApplicationExtra) => {
    extra.audit = Object.fromEntries(columns.map((column) => [column.column, column.reason ? { status: column.status, reason: column.reason } : { status: column.status }]));
    extra.reviewed_at = env.now;
    const columnLine = (column: (typeof columns)[number], locale: Locale) => {
      const words = { column: modules.title(column.column, locale), status: translate(locale, `server.operator.${column.status}`), reason: column.reason };
      return column.reason ? translate(locale, 'server.operator.columnLineReason', words) : translate(locale, 'server.operator.columnLine', words);
    };
    const outcome = (locale: Locale) => {
      const names = namesIn(env, locale);
      if (status === 'passed') return translate(locale, 'server.operator.review.passed', names);
      return reason ? translate(locale, 'server.operator.review.failed', { ...names, reason }) : translate(locale, 'server.operator.review.failedNoReason', names);
    };
    return {
      columns: { review_status: status, review_reason: reason },
      details: { review_status: status, review_reason: reason, audit: extra.audit },
      notice: applicantNotice(env, 'server.operator.review.subject', (locale) => [
        outcome(locale),
        ...(columns.length > 0 ? [translate(locale, 'server.operator.review.columns'), ...columns.map((column) => columnLine(column, locale))] : []),
      ]),
    };
  };
}
