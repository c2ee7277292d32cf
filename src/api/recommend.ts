import { PATHS } from '../../protocol';
import type {
  LetterFormData,
  LetterSaveData,
  RecommendationActionData,
  RecommendationListData,
  RefereeApplicantInfoData,
  RefereeLoginData,
} from '../../protocol/recommend';
import { apiGet, apiPost } from './client';

/** A recommender row: by `row_number` (the column number in the referee module) or recommendation `id`. */
export type RecommenderRef = { row_number: number } | { id: number };

/** GET apply.checkSendEmailState: the applicant's recommenders with their statuses (never the letters). */
export const recommenders = () => apiGet<RecommendationListData>(PATHS.apply.checkSendEmailState);

/** GET batch.letterList: the same list, for the home page's recommendation records. */
export const letterList = () => apiGet<RecommendationListData>(PATHS.batch.letterList);

/** POST apply.sendEmail: sends the invitation e-mail with its unique link. */
export const sendInvitation = (ref: RecommenderRef) => apiPost<RecommendationActionData>(PATHS.apply.sendEmail, ref);

/** POST apply.updateEmailSendStatus: the applicant confirmed a changed e-mail; the send status resets. */
export const confirmEmailChange = (ref: RecommenderRef, email: string) =>
  apiPost<RecommendationActionData>(PATHS.apply.updateEmailSendStatus, { ...ref, email });

/** POST apply.remind: a reminder to a referee who has not submitted (at most once a day). */
export const remind = (ref: RecommenderRef) => apiPost<RecommendationActionData>(PATHS.apply.remind, ref);

/** POST recommend.login: opens a referee session from an invitation token (plus e-mail and code when asked). */
export const refereeLogin = (body: { token: string; email?: string; code?: string }) => apiPost<RefereeLoginData>(PATHS.recommender.login, body);

/** GET recommend.applicantInfo: who the letter is for. */
export const applicantInfo = () => apiGet<RefereeApplicantInfoData>(PATHS.recommender.applicantInfo);

/** GET recommend.filed: the letter form and the referee's saved values. */
export const letterForm = () => apiGet<LetterFormData>(PATHS.recommender.filed);

/** POST recommend.save: saves the letter (partial allowed). */
export const saveLetter = (values: Record<string, unknown>, version: number) =>
  apiPost<LetterSaveData>(PATHS.recommender.save, { value: JSON.stringify(values), version });

/** POST recommend.submit: submits the letter (saving the final values first); read-only afterwards. */
export const submitLetter = (values: Record<string, unknown>, version: number) =>
  apiPost<LetterSaveData>(PATHS.recommender.submit, { value: JSON.stringify(values), version });
