import type { TFunction } from 'i18next';
import { isApiFailure } from '../api/failure';

/**
 * A failed call's text for the screen, never blank: the server's (already translated) message, else its status, else
 * `offline` (by default the network sentence; a status line passes its own inline wording).
 */
export function failureText(error: unknown, t: TFunction, offline?: string): string {
  if (isApiFailure(error)) return error.message || t('portal.errors.status', { status: error.status });
  return offline ?? t('portal.errors.network');
}
