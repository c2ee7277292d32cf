import { API_STATUS } from '../../protocol';
import { type MessageKey } from '../../schema-adapters';

/**
 * A refusal with a translated message. Throw it from any handler; the error handler answers
 * `{ status, message, data }` with the message in the request's language.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly key: MessageKey,
    readonly params: Record<string, unknown> = {},
    /** Extra data for the client (field errors, current version, ...). */
    readonly data: unknown = null,
    /** Extra response headers (Retry-After). */
    readonly headers: Record<string, string> = {},
  ) {
    super(key);
    this.name = 'ApiError';
  }
}

export const badRequest = (key: MessageKey, params?: Record<string, unknown>, data?: unknown) =>
  new ApiError(API_STATUS.badRequest, key, params, data);
export const invalidField = (field: string) => new ApiError(API_STATUS.badRequest, 'server.invalidField', { field }, { field });
export const missingField = (field: string) => new ApiError(API_STATUS.badRequest, 'server.missingField', { field }, { field });
export const loginRequired = () => new ApiError(API_STATUS.unauthorized, 'server.loginRequired');
export const forbidden = (key: MessageKey = 'server.forbidden') => new ApiError(API_STATUS.forbidden, key);
export const notFound = (key: MessageKey = 'server.notFound') => new ApiError(API_STATUS.notFound, key);
export const conflict = (key: MessageKey, data?: unknown) => new ApiError(API_STATUS.conflict, key, {}, data);
export const tooManyRequests = (retryAfterSeconds: number) =>
  new ApiError(API_STATUS.tooManyRequests, 'server.tooManyRequests', { seconds: retryAfterSeconds }, null, {
    'retry-after': String(retryAfterSeconds),
  });
