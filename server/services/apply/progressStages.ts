import '../../messages';
import type { ApplicationExtra, TimelineEntry, TimelineStep } from '../../../protocol/apply';
import { type Locale, translate } from '../../../schema-adapters';
import type { MessageKey } from '../../../schema-adapters/i18n';
import { formatTime } from '../operator/language';
import type { ApplicationRow } from './application';
import { toSeconds } from './time';

/** A stage after submission as the timeline shows it, before its state is set. */
export interface Stage {
  step: TimelineStep;
  /** Unix seconds of its latest event, or null. */
  time: number | null;
  status_text: string;
  outcome: TimelineEntry['outcome'];
  /** Nothing is left for the applicant or the operator to do in it. */
  finished: boolean;
}

type StatusKey = MessageKey & `server.apply.step.status.${string}`;

interface Facts {
  application: ApplicationRow;
  extra: ApplicationExtra;
  locale: Locale;
  now: number;
}

const text = (locale: Locale, key: StatusKey, params: Record<string, unknown> = {}) => translate(locale, key, params);

function review({ application, extra, locale }: Facts): Stage {
  const time = toSeconds(extra.reviewed_at);
  if (application.review_status === 'passed') return { step: 'review', time, status_text: text(locale, 'server.apply.step.status.reviewPassed'), outcome: 'positive', finished: true };
  if (application.review_status === 'failed') {
    const reason = (application.review_reason ?? '').trim();
    const status_text = reason ? text(locale, 'server.apply.step.status.reviewFailedBecause', { reason }) : text(locale, 'server.apply.step.status.reviewFailed');
    return { step: 'review', time, status_text, outcome: 'negative', finished: true };
  }
  return { step: 'review', time: null, status_text: text(locale, 'server.apply.step.status.reviewPending'), outcome: 'awaiting', finished: false };
}

function supplementary({ application, extra, locale, now }: Facts): Stage | null {
  const form = extra.supplementary;
  if (application.review_status !== 'passed' || !form?.fields) return null;
  if (form.submitted_at) return { step: 'supplementary', time: toSeconds(form.submitted_at), status_text: text(locale, 'server.apply.step.status.supplementarySubmitted'), outcome: 'positive', finished: true };
  const time = toSeconds(form.published_at);
  if (typeof form.deadline === 'number' && now > form.deadline) {
    return { step: 'supplementary', time, status_text: text(locale, 'server.apply.step.status.supplementaryLate'), outcome: 'negative', finished: true };
  }
  const status_text =
    typeof form.deadline === 'number'
      ? text(locale, 'server.apply.step.status.supplementaryDueBy', { time: formatTime(form.deadline, locale) })
      : text(locale, 'server.apply.step.status.supplementaryOpen');
  return { step: 'supplementary', time, status_text, outcome: 'awaiting', finished: false };
}

function retest({ extra, locale }: Facts): Stage | null {
  const arranged = extra.retest;
  const hasForm = Array.isArray(arranged?.fields) && arranged.fields.length > 0;
  if (!arranged || (!hasForm && !(arranged.list?.length ?? 0))) return null;
  const time = toSeconds(arranged.saved_at ?? arranged.published_at);
  const state = arranged.state ?? (arranged.values ? 1 : 0);
  if (!hasForm) return { step: 'retest', time, status_text: text(locale, 'server.apply.step.status.retestArranged'), outcome: null, finished: true };
  if (state === 2) return { step: 'retest', time, status_text: text(locale, 'server.apply.step.status.retestComplete'), outcome: 'positive', finished: true };
  const key = state === 1 ? 'server.apply.step.status.retestSaved' : 'server.apply.step.status.retestOpen';
  return { step: 'retest', time, status_text: text(locale, key), outcome: 'awaiting', finished: false };
}

function interview({ extra, locale, now }: Facts): Stage | null {
  const invitation = extra.interview;
  if (!invitation) return null;
  const answer = extra.confirmations?.interview;
  if (answer) {
    const declined = answer.confirm === 0;
    const status_text = declined
      ? answer.reason.trim()
        ? text(locale, 'server.apply.step.status.interviewDeclinedBecause', { reason: answer.reason.trim() })
        : text(locale, 'server.apply.step.status.interviewDeclined')
      : text(locale, 'server.apply.step.status.interviewAccepted', { time: formatTime(invitation.time, locale) });
    return { step: 'interview', time: toSeconds(answer.at), status_text, outcome: declined ? 'negative' : 'positive', finished: true };
  }
  const time = toSeconds(invitation.published_at);
  const confirmBy = invitation.confirm_by;
  if (typeof confirmBy === 'number' && now > confirmBy) {
    return { step: 'interview', time, status_text: text(locale, 'server.apply.step.status.interviewExpired'), outcome: 'negative', finished: true };
  }
  const status_text =
    typeof confirmBy === 'number'
      ? text(locale, 'server.apply.step.status.interviewAnswerBy', { time: formatTime(confirmBy, locale) })
      : text(locale, 'server.apply.step.status.interviewAnswer');
  return { step: 'interview', time, status_text, outcome: 'awaiting', finished: false };
}

function interviewResult({ extra, locale }: Facts): Stage | null {
  const result = extra.interview?.result;
  if (!result) return null;
  const answer = extra.confirmations?.interview_result;
  const outcome = text(locale, result.result === 'passed' ? 'server.apply.step.status.resultPassed' : 'server.apply.step.status.resultFailed');
  const protocolKey = !answer
    ? 'server.apply.step.status.protocolPending'
    : answer.confirm === 1
      ? 'server.apply.step.status.protocolConfirmed'
      : 'server.apply.step.status.protocolDeclined';
  return {
    step: 'interview_result',
    time: toSeconds(answer?.at ?? result.published_at),
    status_text: text(locale, 'server.apply.step.status.resultLine', { result: outcome, protocol: text(locale, protocolKey) }),
    outcome: !answer ? 'awaiting' : result.result === 'passed' ? 'positive' : 'negative',
    finished: Boolean(answer),
  };
}

function admission({ extra, locale }: Facts): Stage | null {
  const decision = extra.admission;
  if (!decision) return null;
  const outcome = decision.result === 'admitted' ? 'positive' : decision.result === 'rejected' ? 'negative' : 'awaiting';
  const key = decision.result === 'admitted' ? 'server.apply.step.status.admitted' : decision.result === 'rejected' ? 'server.apply.step.status.rejected' : 'server.apply.step.status.waitlisted';
  return { step: 'admission', time: toSeconds(decision.published_at), status_text: text(locale, key), outcome, finished: true };
}

/** The stages after submission that apply to a submitted application, in timeline order (unpublished ones left out). */
export function stagesOf(application: ApplicationRow, extra: ApplicationExtra, locale: Locale, now: number): Stage[] {
  const facts = { application, extra, locale, now };
  return [review(facts), supplementary(facts), retest(facts), interview(facts), interviewResult(facts), admission(facts)].filter((stage): stage is Stage => stage !== null);
}

/** The interview invitation or its result's protocol still waits for the applicant's answer. */
export function interviewAwaitsAnswer(extra: ApplicationExtra, now: number): boolean {
  const invitation = extra.interview;
  if (!invitation) return false;
  if (!extra.confirmations?.interview) return !(typeof invitation.confirm_by === 'number' && now > invitation.confirm_by);
  return Boolean(invitation.result) && !extra.confirmations.interview_result;
}
