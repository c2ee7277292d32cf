import '../../messages';
import type { ApplicationExtra, ApplyText } from '../../../protocol/apply';
import { type Locale, type MessageKey, translate } from '../../../schema-adapters';
import type { ApplicationRow } from '../apply/application';
import type { Target } from './lookup';
import { applicantName, type Notice, projectTitle } from './notify';
import type { OperatorContext } from './types';

/** What an action sees: the context, whom it is for and the time it runs. */
export interface ActionEnv {
  ctx: OperatorContext;
  target: Target;
  now: number;
}

/** What an action did to the application: columns besides `extra`, the outcome's details and the applicant's notice. */
export interface Applied {
  columns?: { review_status?: string; review_reason?: string | null; letter_token?: string };
  details: Record<string, unknown>;
  notice: Notice;
}

/** Changes `extra` in place (inside the application's transaction) or throws an OperatorRefusal. */
export type Change = (extra: ApplicationExtra, application: ApplicationRow) => Applied;

/** An operator's text, the same in every language. */
export const everyLanguage = (text: string): ApplyText => ({ sc: text, tc: text, en: text });

export const iso = (ms: number | undefined): string | null => (ms === undefined ? null : new Date(ms).toISOString());

/** The names every message fills in: the project in the reader's language and the applicant. */
export const namesIn = (env: ActionEnv, locale: Locale) => ({ project: projectTitle(env.target.project, locale), name: applicantName(env.target.user) });

/** "Dear {name}," in the reader's language. */
const greeting = (env: ActionEnv, locale: Locale) => translate(locale, 'server.operator.dear', namesIn(env, locale));

/** The applicant's notice of an action: `subject` filled with `namesIn`, then "Dear {name}," and the action's `lines`. */
export function applicantNotice(env: ActionEnv, subject: MessageKey, lines: (locale: Locale) => string[], link?: string): Notice {
  return {
    subject: (locale) => translate(locale, subject, namesIn(env, locale)),
    body: (locale) => [greeting(env, locale), ...lines(locale)],
    ...(link === undefined ? {} : { link }),
  };
}
