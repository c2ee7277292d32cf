/**
 * Supplementary materials: a form an operator publishes for an applicant who passed review, saved as a draft
 * (partial answers kept) and submitted once before its deadline. Times are unix seconds.
 */

import type { RequestOf } from './requestOf';

const MAX_VERSION = 2147483647;

/** POST apply.saveSupplementary: JSON text of the form's values and the version the edit is based on (0 before the first save). */
export const supplementarySaveBodySchema = {
  type: 'object',
  required: ['value', 'version'],
  properties: {
    org_id: { type: 'integer' },
    project_id: { type: 'integer', minimum: 1, maximum: MAX_VERSION },
    value: { type: 'string', maxLength: 1_000_000 },
    version: { type: 'integer', minimum: 0, maximum: MAX_VERSION },
  },
} as const;
export type SupplementarySaveBody = RequestOf<typeof supplementarySaveBodySchema>;

/** The `menu_id` uploads of the supplementary form are sent with (no module has it). */
export const SUPPLEMENTARY_MENU_ID = 0;

/** GET apply.getSupplementaryMaterial answer. */
export interface SupplementaryData {
  /** Raw field definitions, as a module's (empty when none was published). */
  fields: unknown[];
  values: Record<string, unknown>;
  /** 0 before the first save. */
  version: number;
  /** 0 nothing saved, 1 partly filled, 2 complete. */
  state: 0 | 1 | 2;
  saved_at: number | null;
  submitted_at: number | null;
  deadline: number | null;
  published_at: number | null;
  /** Saves and the submission are accepted now (published, not submitted, deadline not passed). */
  open: boolean;
}

/** POST apply.overallSubmission answer. */
export interface SupplementarySubmitData {
  submitted_at: number;
}
