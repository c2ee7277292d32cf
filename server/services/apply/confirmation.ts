import '../../messages';
import type { ApplicationExtra, ConfirmationType } from '../../../protocol/apply';
import type { InterviewInfo, ProtocolContentData } from '../../../protocol/retest';
import { type Locale, translate } from '../../../schema-adapters';
import type { Db } from '../../db/connect';
import type { Applicant } from '../../http/auth';
import { badRequest, forbidden } from '../../http/errors';
import { extraOf, findApplication } from './application';
import { updateExtra } from './extra';
import { textIn } from './text';
import { toSeconds } from './time';

type Interview = NonNullable<ApplicationExtra['interview']>;

const pastConfirmBy = (interview: Interview, now: number) => typeof interview.confirm_by === 'number' && now > interview.confirm_by;

/** The interview as the applicant reads it: texts in their language, the result's protocol as text, never the raw object. */
export function interviewInfo(extra: ApplicationExtra, locale: Locale, now: number): InterviewInfo | null {
  const interview = extra.interview;
  if (!interview) return null;
  const result = interview.result;
  return {
    time: toSeconds(interview.time),
    place: textIn(interview.place, locale),
    notice: textIn(interview.notice, locale),
    confirm_by: toSeconds(interview.confirm_by),
    open: !extra.confirmations?.interview && !pastConfirmBy(interview, now),
    result: result ? { result: result.result, protocol: textIn(result.protocol, locale), published_at: toSeconds(result.published_at) } : null,
  };
}

/** confirm.getConfirmContent?type=interview_result: the protocol text of a published interview result. */
export async function protocolContent(db: Db, applicant: Applicant, locale: Locale): Promise<ProtocolContentData> {
  const extra = extraOf(await findApplication(db, applicant));
  const result = extra.interview?.result;
  if (!result) throw badRequest('server.apply.nothingToConfirm');
  const confirmed = extra.confirmations?.interview_result;
  return {
    title: translate(locale, 'server.apply.protocolTitle'),
    content: textIn(result.protocol, locale),
    result: result.result,
    confirmed: confirmed ? { ...confirmed, at: toSeconds(confirmed.at) } : null,
  };
}

/**
 * apply.applicantConfirmationFlow: accepts or declines the interview invitation, the interview result's protocol or the
 * admission offer, once, for a submitted application; the invitation only until its confirm-by time; a decline needs a
 * reason.
 */
export async function confirmStep(db: Db, applicant: Applicant, type: ConfirmationType, confirm: 0 | 1, reason: string, now: number) {
  return updateExtra(db, applicant, now, (extra, application) => {
    if (application.status !== 'submitted') throw forbidden('server.apply.confirmNotSubmitted');
    const subject = type === 'interview_result' ? extra.interview?.result : extra[type];
    if (!subject) throw badRequest('server.apply.nothingToConfirm');
    const confirmations = (extra.confirmations ??= {});
    if (confirmations[type]) throw badRequest('server.apply.alreadyConfirmed');
    if (type === 'interview' && extra.interview && pastConfirmBy(extra.interview, now)) throw forbidden('server.apply.confirmClosed');
    if (confirm === 0 && reason === '') throw badRequest('server.apply.reasonRequired', {}, { field: 'reason' });
    confirmations[type] = { confirm, reason, at: now };
    return { type, confirm, reason, at: toSeconds(now) };
  });
}
