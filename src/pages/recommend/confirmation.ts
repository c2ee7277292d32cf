import { isApiFailure } from '../../api';

/** HTTP status of a module save refused until the applicant confirms changing invited recommenders. */
export const CONFIRM_STATUS = 428;

/** One invited (or written) recommender the refused save would change ('' new e-mail: removed). */
export interface GuardedChange {
  rowNumber: number;
  name: string;
  email: string;
  newEmail: string;
}

/** The recommenders a refused save would change, or null when the failure is something else. */
export function confirmationOf(error: unknown): GuardedChange[] | null {
  if (!isApiFailure(error) || error.status !== CONFIRM_STATUS) return null;
  const { data } = error;
  const recommenders = typeof data === 'object' && data !== null && 'recommenders' in data ? data.recommenders : undefined;
  return Array.isArray(recommenders) ? (recommenders as GuardedChange[]) : [];
}
