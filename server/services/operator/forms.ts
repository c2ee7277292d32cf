import '../../messages';
import type { ApplicationExtra, RetestItem } from '../../../protocol/apply';
import { translate } from '../../../schema-adapters';
import type { ApplicationRow } from '../apply/application';
import { type ActionEnv, applicantNotice, type Change, everyLanguage, iso, namesIn } from './change';
import { checkedFields } from './fields';
import { formatTime } from './language';
import { OperatorRefusal, type OperatorAction } from './types';

type SupplementAction = Extract<OperatorAction, { kind: 'supplement' }>;
type RetestAction = Extract<OperatorAction, { kind: 'retest' }>;

/**
 * The supplementary form, for an application that passed review and has not sent its materials yet; publishing it
 * again replaces the form and deadline and keeps what the applicant entered.
 */
export function supplementChange(env: ActionEnv, action: SupplementAction): Change {
  const fields = checkedFields(env.ctx.forms, action.fields);
  return (extra: ApplicationExtra, application: ApplicationRow) => {
    const applicant = env.target.contact.target;
    if (application.review_status !== 'passed') throw new OperatorRefusal('server.operator.notPassed', { applicant });
    const previous = extra.supplementary;
    if (previous?.submitted_at) throw new OperatorRefusal('server.operator.supplementaryDone', { applicant });
    // The draft stays; a new version makes a tab still showing the old form reload before it saves again.
    extra.supplementary = {
      ...(previous?.values ? { values: previous.values, version: (previous.version ?? 0) + 1 } : {}),
      ...(previous?.saved_at ? { saved_at: previous.saved_at, state: previous.state } : {}),
      fields,
      ...(action.deadline !== undefined ? { deadline: action.deadline } : {}),
      published_at: env.now,
    };
    const { deadline } = action;
    return {
      details: { deadline: iso(deadline), fields: fields.length },
      notice: applicantNotice(env, 'server.operator.supplement.subject', (locale) => [
        translate(locale, 'server.operator.supplement.body', namesIn(env, locale)),
        ...(deadline !== undefined ? [translate(locale, 'server.operator.supplement.deadline', { deadline: formatTime(deadline, locale) })] : []),
      ]),
    };
  };
}

/** Re-examination arrangements (ids r1, r2, … in order) and their form; the applicant's saved answers are kept. */
export function retestChange(env: ActionEnv, action: RetestAction): Change {
  if (action.items.length === 0) throw new OperatorRefusal('server.operator.noItems');
  const fields = checkedFields(env.ctx.forms, action.fields, { files: false });
  const list: RetestItem[] = action.items.map((item, index) => ({ id: `r${index + 1}`, title: everyLanguage(item.title), time: item.time, place: everyLanguage(item.place) }));
  return (extra: ApplicationExtra) => {
    const previous = extra.retest;
    extra.retest = { ...previous, list, fields, published_at: env.now };
    return {
      details: { items: action.items.map((item, index) => ({ id: list[index]?.id, title: item.title, time: iso(item.time), place: item.place })) },
      notice: applicantNotice(env, 'server.operator.retest.subject', (locale) => [
        translate(locale, 'server.operator.retest.body', namesIn(env, locale)),
        ...action.items.map((item) => translate(locale, 'server.operator.retest.item', { title: item.title, time: formatTime(item.time, locale), place: item.place })),
        translate(locale, 'server.operator.retest.form'),
      ]),
    };
  };
}
