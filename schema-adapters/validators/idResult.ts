/** Outcome of a regional ID check: the pattern (`format`) or the check digit (`checkbit`) failed. */
export interface IdCheckResult {
  /** True when the ID passes. */
  ok: boolean;
  /** Why it failed. */
  error?: 'format' | 'checkbit';
}
