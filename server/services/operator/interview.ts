import '../../messages';
import type { ApplicationExtra } from '../../../protocol/apply';
import { translate } from '../../../schema-adapters';
import { type ActionEnv, applicantNotice, type Change, everyLanguage, iso, namesIn } from './change';
import { formatTime } from './language';
import { OperatorRefusal, type OperatorAction } from './types';

type InterviewAction = Extract<OperatorAction, { kind: 'interview' }>;
type ResultAction = Extract<OperatorAction, { kind: 'interview-result' }>;

/** The interview invitation; a new one replaces the old, its result and the applicant's answers to both. */
export function interviewChange(env: ActionEnv, action: InterviewAction): Change {
  return (extra: ApplicationExtra) => {
    extra.interview = { time: action.time, place: everyLanguage(action.place), notice: everyLanguage(action.notice), confirm_by: action.confirmBy, published_at: env.now };
    delete extra.confirmations?.interview;
    delete extra.confirmations?.interview_result;
    return {
      details: { time: iso(action.time), place: action.place, notice: action.notice, confirm_by: iso(action.confirmBy) },
      notice: applicantNotice(env, 'server.operator.interview.subject', (locale) => [
        translate(locale, 'server.operator.interview.body', { ...namesIn(env, locale), time: formatTime(action.time, locale), place: action.place }),
        ...(action.notice.trim() ? [action.notice.trim()] : []),
        translate(locale, 'server.operator.interview.confirm', { confirmBy: formatTime(action.confirmBy, locale) }),
      ]),
    };
  };
}

/** The interview's result and the protocol the applicant confirms; only after an interview was arranged. */
export function interviewResultChange(env: ActionEnv, action: ResultAction): Change {
  return (extra: ApplicationExtra) => {
    if (!extra.interview) throw new OperatorRefusal('server.operator.noInterview', { applicant: env.target.contact.target });
    const result = action.result === 'pass' ? 'passed' : 'failed';
    extra.interview.result = { result, protocol: everyLanguage(action.protocol), published_at: env.now };
    delete extra.confirmations?.interview_result;
    return {
      details: { result, protocol: action.protocol },
      notice: applicantNotice(env, 'server.operator.interviewResult.subject', (locale) => [translate(locale, `server.operator.interviewResult.${result}`, namesIn(env, locale))]),
    };
  };
}
