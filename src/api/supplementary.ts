import { PATHS } from '../../protocol';
import type { FormValuesBody, SaveData } from '../../protocol/apply';
import type { SupplementaryData, SupplementarySaveBody, SupplementarySubmitData } from '../../protocol/supplementary';
import { apiGet, apiPost } from './client';

/** GET apply.getSupplementaryMaterial: the form, the saved draft, its state and deadline (403 until review passed). */
export const material = () => apiGet<SupplementaryData>(PATHS.apply.getSupplementaryMaterial);

/** POST apply.saveSupplementary: keeps the draft (partial answers: state 1 with errors); 409 when `version` is stale. */
export const save = (values: Record<string, unknown>, version: number) =>
  apiPost<SaveData>(PATHS.apply.saveSupplementary, { value: JSON.stringify(values), version } satisfies SupplementarySaveBody);

/** POST apply.overallSubmission: submits the supplementary materials once (400 with field errors when incomplete). */
export const submit = (values: Record<string, unknown>) => apiPost<SupplementarySubmitData>(PATHS.apply.overallSubmission, { value: JSON.stringify(values) } satisfies FormValuesBody);
