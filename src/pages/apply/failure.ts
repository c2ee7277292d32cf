import type { TFunction } from 'i18next';
import { isApiFailure } from '../../api';

/** The text of a failed call: the server's (translated) message, its status, or "the server cannot be reached". */
export function failureText(error: unknown, t: TFunction): string {
  if (isApiFailure(error) && error.message) return error.message;
  if (isApiFailure(error)) return t('portal.errors.status', { status: error.status });
  return t('portal.apply.status.offline');
}
