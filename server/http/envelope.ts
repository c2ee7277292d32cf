import type { ApiEnvelope } from '../../protocol';

/** The success envelope. */
export function ok<T>(data: T, message = 'ok'): ApiEnvelope<T> {
  return { status: 200, message, data };
}
