import { PATHS } from '../../protocol';
import type {
  AppliedData,
  ApplicationStateData,
  BatchInfoData,
  ChooseBatchBody,
  ConfirmContentData,
  FiledData,
  HomeData,
  MenuData,
  PreviewData,
  ProgressData,
  ProgressV2Data,
  SaveData,
  SaveModuleBody,
  SubmitBody,
  TableItem,
} from '../../protocol/apply';
import { apiGet, apiPost } from './client';

/** GET apply.home: batches and tracks with their windows, application records and recommendation records. */
export const home = () => apiGet<HomeData>(PATHS.apply.home);

/** GET batch.info: every batch of the user's project, and those open now. */
export const batchInfo = () => apiGet<BatchInfoData>(PATHS.batch.info);

/** GET batch.applied: the user's batch and track choice and the application status. */
export const applied = () => apiGet<AppliedData>(PATHS.batch.applied);

/** POST apply.batch: choose a batch and one of its tracks (sets batch_state 2). */
export const chooseBatch = (batch_id: number, track_id?: number) =>
  apiPost<AppliedData>(PATHS.apply.batch, (track_id === undefined ? { batch_id } : { batch_id, track_id }) satisfies ChooseBatchBody);

/** GET apply.menu: the modules with their states and the application state. */
export const menu = () => apiGet<MenuData>(PATHS.apply.menu);

/** GET apply.filed: one module's raw field definitions, saved values and version. */
export const filed = (menu_id: number) => apiGet<FiledData>(PATHS.apply.filed, { menu_id });

/** POST apply.basic: saves a module (partial values allowed: state 1 with errors); 409 when `version` is stale. */
export const saveModule = (menu_id: number, values: Record<string, unknown>, version: number, confirmEmailChange = false) =>
  apiPost<SaveData>(PATHS.apply.basic, {
    menu_id,
    value: JSON.stringify(values),
    version,
    ...(confirmEmailChange ? { confirm_email_change: 1 as const } : {}),
  } satisfies SaveModuleBody);

/** GET confirm.getConfirmContent: the acknowledgement text and whether a signature is on file. */
export const confirmContent = () => apiGet<ConfirmContentData>(PATHS.batch.confirmContent);

/** POST apply.submit: submits the application (acknowledgement ticked, signature uid when one was drawn). */
export const submit = (signature?: string) =>
  apiPost<ApplicationStateData>(PATHS.apply.submit, (signature ? { acknowledge: 1, signature } : { acknowledge: 1 }) satisfies SubmitBody);

/** POST apply.revokeApply: withdraws a submitted application (editable again). */
export const revoke = () => apiPost<ApplicationStateData>(PATHS.apply.revokeApply);

/** POST apply.reapply: starts the application again (batch choice cleared, values kept as a starting point). */
export const reapply = () => apiPost<ApplicationStateData>(PATHS.apply.reapply);

/** GET apply.newPreview: every module the applicant may see, with definitions and values. */
export const preview = () => apiGet<PreviewData>(PATHS.apply.newPreview);

/** GET apply.progress (v1): current step and audit. */
export const progress = () => apiGet<ProgressData>(PATHS.apply.progress);

/** GET apply.progressV2: the whole timeline. */
export const progressV2 = () => apiGet<ProgressV2Data>(PATHS.apply.progressV2);

/** GET batch.tableInfo: the supplementary-information tables an operator published for this applicant. */
export const tableInfo = () => apiGet<{ list: TableItem[] }>(PATHS.batch.tableInfo);

/** org.paymentInfo answer: payment and invoice records (dates in unix seconds). */
export interface PaymentInfoData {
  payments: PaymentRecord[];
  invoices: InvoiceRecord[];
}

/** GET org.paymentInfo: the applicant's payment and invoice records (empty lists when none). */
export const paymentInfo = () => apiGet<PaymentInfoData>(PATHS.org.paymentInfo);

import type { InvoiceRecord, PaymentRecord } from '../../protocol/apply';
