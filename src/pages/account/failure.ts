import type { TFunction } from 'i18next';
import { isApiFailure } from '../../api';

/** A failure's message for the screen: the server's translated message, or the network message (never blank). */
export function failureText(error: unknown, t: TFunction): string {
  if (isApiFailure(error)) return error.message || t('portal.errors.status', { status: error.status });
  return t('portal.errors.network');
}
