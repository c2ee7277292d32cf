import type { ApplicationExtra, ConfirmationType, FieldError, RetestItem } from '../../../protocol/apply';
import type { FormRuntime, Locale } from '../../../schema-adapters';
import type { Applicant } from '../../http/auth';
import type { Db } from '../../db/connect';
import { badRequest, forbidden } from '../../http/errors';
import type { ApplicationRow } from './application';
import { fieldsFromText } from './fieldsCache';
import { updateExtra } from './extra';
import { textIn } from './text';
import { toSeconds } from './time';

/** Validates values against a form an operator published in `extra` (retest or supplementary). */
export function validateExtraForm(forms: FormRuntime, fields: unknown[], values: Record<string, unknown>, locale: Locale) {
  const parsed = fieldsFromText(JSON.stringify(fields));
  const clean = forms.definedValues(parsed, values);
  const errors: FieldError[] = forms.validate(parsed, clean, { locale });
  return { clean, errors };
}

/** Retest arrangements as answered (times in seconds, texts in the request language). */
export function retestList(extra: ApplicationExtra, locale: Locale) {
  return (extra.retest?.list ?? []).map((item: RetestItem) => ({
    id: String(item.id),
    title: textIn(item.title, locale),
    time: toSeconds(item.time),
    place: textIn(item.place, locale),
    notice: textIn(item.notice, locale),
  }));
}

/** Supplementary materials are only for applications that passed review (spec section 4). */
export function requirePassed(application: ApplicationRow | undefined): ApplicationRow {
  if (!application || application.review_status !== 'passed') throw forbidden('server.apply.notPassed');
  return application;
}

/** apply/saveRetestInfo: stores the values of the retest form; partial answers are kept (state 1). */
export async function saveRetest(db: Db, forms: FormRuntime, applicant: Applicant, values: Record<string, unknown>, locale: Locale, now: number) {
  return updateExtra(db, applicant, now, (extra) => {
    const retest = extra.retest;
    if (!retest || !Array.isArray(retest.fields)) throw badRequest('server.apply.noRetest');
    const { clean, errors } = validateExtraForm(forms, retest.fields, values, locale);
    retest.values = clean;
    retest.saved_at = now;
    return { state: errors.length === 0 ? 2 : 1, errors, saved_at: toSeconds(now) };
  });
}

/** apply/overallSubmission: submits the supplementary materials once, complete, after review passed. */
export async function submitSupplementary(db: Db, forms: FormRuntime, applicant: Applicant, values: Record<string, unknown>, locale: Locale, now: number) {
  return updateExtra(db, applicant, now, (extra, application) => {
    requirePassed(application);
    const supplementary = extra.supplementary;
    if (!supplementary || !Array.isArray(supplementary.fields)) throw badRequest('server.apply.noSupplementary');
    if (supplementary.submitted_at) throw forbidden('server.apply.supplementaryDone');
    const { clean, errors } = validateExtraForm(forms, supplementary.fields, values, locale);
    if (errors.length > 0) throw badRequest('server.apply.incomplete', {}, { errors });
    supplementary.values = clean;
    supplementary.submitted_at = now;
    return { submitted_at: toSeconds(now) };
  });
}

/** apply/applicantConfirmationFlow: accept or decline the interview invitation or the admission offer, once. */
export async function confirmStep(db: Db, applicant: Applicant, type: ConfirmationType, confirm: 0 | 1, reason: string, now: number) {
  return updateExtra(db, applicant, now, (extra) => {
    if (!(type === 'interview_result' ? extra.interview?.result : extra[type])) throw badRequest('server.apply.nothingToConfirm');
    const confirmations = (extra.confirmations ??= {});
    if (confirmations[type]) throw badRequest('server.apply.alreadyConfirmed');
    confirmations[type] = { confirm, reason, at: now };
    return { type, confirm, reason, at: toSeconds(now) };
  });
}
