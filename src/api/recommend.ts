import { PATHS } from '../../protocol';
import type { RecommendationActionData, RecommendationListData, RefereeLoginBody, RefereeLoginData } from '../../protocol/recommend';
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

/** POST recommend.login: opens a referee session (the referee's own calls are in `referee.ts`) from an invitation token (plus e-mail and code when asked). */
export const refereeLogin = (body: RefereeLoginBody) => apiPost<RefereeLoginData>(PATHS.recommender.login, body);
