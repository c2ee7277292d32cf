/**
 * Supplementary materials: a form an operator publishes for an applicant who passed review, saved as a draft
 * (partial answers kept) and submitted once before its deadline. Times are unix seconds.
 */

import { type SavedFormData, savedFormFields } from './apply';
import type { RequestOf } from './requestOf';

/** POST apply.saveSupplementary: JSON text of the form's values and the version the edit is based on (0 before the first save). */
export const supplementarySaveBodySchema = {
  type: 'object',
  required: ['value', 'version'],
  properties: savedFormFields,
} as const;
export type SupplementarySaveBody = RequestOf<typeof supplementarySaveBodySchema>;

/** The `menu_id` uploads of the supplementary form are sent with (no module has it). */
export const SUPPLEMENTARY_MENU_ID = 0;

/** GET apply.getSupplementaryMaterial answer. */
export interface SupplementaryData extends SavedFormData {
  submitted_at: number | null;
  deadline: number | null;
  /** Saves and the submission are accepted now (published, not submitted, deadline not passed). */
  open: boolean;
}

/** POST apply.overallSubmission answer. */
export interface SupplementarySubmitData {
  submitted_at: number;
}
