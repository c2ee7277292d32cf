import '../messages';
import { type Locale, translate } from '../../schema-adapters';
import type { OperatorActionKind } from '../services/operator/types';
import { escapeHtml } from './html';
import { FORMS, type FieldSpec } from './operatorFields';
import { ACTION_KINDS, type FormValues } from './operatorInput';

/** What the action forms of one application need. */
export interface FormsContext {
  locale: Locale;
  /** Where the forms post to (the console's address, with its language). */
  postUrl: string;
  domain: string;
  applicant: string;
  /** The choices of a per-column result: the project's modules. */
  columns: Array<{ value: string; label: string }>;
  /** Values a form starts with (the definitions fixtures). */
  defaults: Partial<Record<OperatorActionKind, FormValues>>;
  /** A form sent back with its problem and the values as typed. */
  failed?: { kind: OperatorActionKind; values: FormValues; error: string };
}

const CONTROL_TYPES: Record<string, string> = { text: 'text', datetime: 'datetime-local', date: 'date', number: 'number' };

function control(context: FormsContext, kind: OperatorActionKind, field: FieldSpec, name: string, label: string, value: string): string {
  const id = `${kind}-${name}`;
  const required = field.required ? ' required' : '';
  const labelHtml = `<label for="${id}">${escapeHtml(label)}</label>`;
  if (field.kind === 'select') {
    const options = field.options ? field.options.map((option) => ({ value: option.value, label: translate(context.locale, option.label) })) : context.columns;
    const list = [{ value: '', label: translate(context.locale, 'web.operator.option.none') }, ...options]
      .map((option) => `<option value="${escapeHtml(option.value)}"${option.value === value ? ' selected' : ''}>${escapeHtml(option.label)}</option>`)
      .join('');
    return `${labelHtml}<select id="${id}" name="${name}"${required}>${list}</select>`;
  }
  if (field.kind === 'textarea' || field.kind === 'json') {
    const rows = field.kind === 'json' ? 10 : 3;
    const spell = field.kind === 'json' ? ' spellcheck="false" class="code"' : '';
    return `${labelHtml}<textarea id="${id}" name="${name}" rows="${rows}"${spell}${required}>${escapeHtml(value)}</textarea>`;
  }
  const step = field.kind === 'number' ? ' step="0.01" min="0"' : '';
  return `${labelHtml}<input id="${id}" name="${name}" type="${CONTROL_TYPES[field.kind] ?? 'text'}" value="${escapeHtml(value)}"${step}${required}>`;
}

function rowsHtml(context: FormsContext, kind: OperatorActionKind, values: FormValues): string {
  const rows = FORMS[kind].rows;
  if (!rows) return '';
  const lines = Array.from({ length: rows.count }, (_, index) => {
    const cells = rows.fields.map((field) => {
      const name = `${field.name}_${index}`;
      const label = translate(context.locale, 'web.operator.rowLabel', { label: translate(context.locale, field.label), row: index + 1 });
      return `<div>${control(context, kind, field, name, label, values[name] ?? '')}</div>`;
    });
    return `<div class="row">${cells.join('')}</div>`;
  });
  return `<fieldset><legend>${escapeHtml(translate(context.locale, rows.legend))}</legend>${lines.join('')}</fieldset>`;
}

function formHtml(context: FormsContext, kind: OperatorActionKind): string {
  const spec = FORMS[kind];
  const failed = context.failed?.kind === kind ? context.failed : undefined;
  const values = failed?.values ?? context.defaults[kind] ?? {};
  const headingId = `form-${kind}`;
  const error = failed ? `<p class="banner refused" role="alert" id="${headingId}-error">${escapeHtml(failed.error)}</p>` : '';
  const fields = spec.fields.map((field) => `<div>${control(context, kind, field, field.name, translate(context.locale, field.label), values[field.name] ?? '')}</div>`);
  const hidden = [
    ['action', kind],
    ['domain', context.domain],
    ['applicant', context.applicant],
  ]
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value ?? '')}">`)
    .join('');
  const described = failed ? ` aria-describedby="${headingId}-error"` : '';
  return `<form method="post" action="${escapeHtml(context.postUrl)}" aria-labelledby="${headingId}"${described} class="action">
<h3 id="${headingId}">${escapeHtml(translate(context.locale, spec.title))}</h3>${error}${hidden}${fields.join('')}${rowsHtml(context, kind, values)}
<button type="submit">${escapeHtml(translate(context.locale, 'web.operator.publish'))}</button></form>`;
}

/** Every action's form for one application; a form sent back shows its problem and keeps what was typed. */
export function actionForms(context: FormsContext): string {
  return ACTION_KINDS.map((kind) => formHtml(context, kind)).join('\n');
}
