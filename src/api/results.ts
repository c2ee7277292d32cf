import { PATHS } from '../../protocol';
import type { ConfirmationType, SaveData } from '../../protocol/apply';
import type { AdmissionInfoData, ProtocolContentData, RetestData, RetestSaveBody } from '../../protocol/retest';
import { apiGet, apiPost } from './client';

/** GET apply.getRetestInfo: re-examination arrangements, the published form and the saved answers. */
export const retestInfo = () => apiGet<RetestData>(PATHS.apply.getRetestInfo);

/** POST apply.saveRetestInfo: keeps the answers (state 1 partly filled, 2 complete); 409 when `version` is stale. */
export const saveRetest = (values: Record<string, unknown>, version: number) =>
  apiPost<SaveData>(PATHS.apply.saveRetestInfo, { value: JSON.stringify(values), version } satisfies RetestSaveBody);

/** GET apply.getAdmissionInfo: the interview invitation and result, the admission result and the applicant's answers. */
export const admissionInfo = () => apiGet<AdmissionInfoData>(PATHS.apply.getAdmissionInfo);

/** GET confirm.getConfirmContent?type=interview_result: the interview result's protocol text. */
export const protocolContent = () => apiGet<ProtocolContentData>(PATHS.batch.confirmContent, { type: 'interview_result' });

/** POST apply.applicantConfirmationFlow: accept (1) or decline (0, with a reason). */
export const confirmStep = (type: ConfirmationType, confirm: 0 | 1, reason = '') =>
  apiPost<{ type: ConfirmationType; confirm: 0 | 1; reason: string; at: number }>(PATHS.apply.applicantConfirmationFlow, reason ? { type, confirm, reason } : { type, confirm });
