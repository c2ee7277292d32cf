import '../../messages';
import { randomBytes } from 'node:crypto';
import type { ApplicationExtra } from '../../../protocol/apply';
import { translate } from '../../../schema-adapters';
import type { ApplicationRow } from '../apply/application';
import { type ActionEnv, applicantNotice, type Change, everyLanguage, namesIn } from './change';
import { inEvery } from './notify';
import type { OperatorAction } from './types';

type AdmitAction = Extract<OperatorAction, { kind: 'admit' }>;

/** The portal route of an admission letter, opened without logging in by its unguessable token. */
export function letterUrl(publicUrl: string, domain: string, token: string): string {
  return `${publicUrl}/${encodeURIComponent(domain)}/apply/#/letter/admissionLetter?token=${encodeURIComponent(token)}`;
}

/**
 * The admission result and its letter (title and content translated from the catalogue unless given). The letter's
 * token is made once and kept, so a link already sent stays valid; a changed result asks the applicant to answer again.
 */
export function admitChange(env: ActionEnv, action: AdmitAction): Change {
  return (extra: ApplicationExtra, application: ApplicationRow) => {
    const token = application.letter_token ?? randomBytes(32).toString('base64url');
    const url = letterUrl(env.ctx.config.publicUrl, env.target.project.domain, token);
    const title = action.title?.trim() ? everyLanguage(action.title.trim()) : inEvery((locale) => translate(locale, 'server.operator.admit.letterTitle'));
    const content = action.content?.trim()
      ? everyLanguage(action.content.trim())
      : inEvery((locale) => translate(locale, `server.operator.admit.letter.${action.result}`, namesIn(env, locale)));
    if (extra.admission?.result !== action.result) delete extra.confirmations?.admission;
    extra.admission = { result: action.result, title, content, letter_url: url, published_at: env.now };
    return {
      columns: { letter_token: token },
      details: { result: action.result, letter_url: url },
      notice: applicantNotice(
        env,
        'server.operator.admit.subject',
        (locale) => [translate(locale, `server.operator.admit.${action.result}`, namesIn(env, locale))],
        url,
      ),
    };
  };
}
