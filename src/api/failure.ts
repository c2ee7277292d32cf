import type { ApiEnvelope } from '../../protocol';
import type { FieldError } from '../../protocol/apply';

/** A call the server answered with a status other than 200: the whole envelope, as an Error. */
export class ApiFailure<T = unknown> extends Error implements ApiEnvelope<T> {
  /** The envelope status (equal to the HTTP status on the reference server). */
  readonly status: number;
  /** The envelope data (field errors, current version, ...), or null. */
  readonly data: T;

  constructor(envelope: ApiEnvelope<T>) {
    super(envelope.message);
    this.name = 'ApiFailure';
    this.status = envelope.status;
    this.data = envelope.data;
  }

  /** The envelope as the server sent it. */
  get envelope(): ApiEnvelope<T> {
    return { status: this.status, message: this.message, data: this.data };
  }
}

/** True for a rejection of the API client that carries a server answer. */
export function isApiFailure(error: unknown): error is ApiFailure {
  return error instanceof ApiFailure;
}

function isEnvelope(body: unknown): body is ApiEnvelope {
  return typeof body === 'object' && body !== null && 'status' in body && typeof body.status === 'number' && 'message' in body;
}

/** The envelope of an HTTP answer; a body that is not one (a proxy's HTML page) becomes `{ status: http status }`. */
export function toEnvelope(httpStatus: number, statusText: string, body: unknown): ApiEnvelope {
  if (isEnvelope(body)) return { status: body.status, message: String(body.message ?? ''), data: body.data ?? null };
  return { status: httpStatus === 200 ? 500 : httpStatus, message: statusText, data: body ?? null };
}

/** The field errors an answer's data carries (`{ errors: FieldError[] }`), or none. */
export function fieldErrorsIn(data: unknown): FieldError[] {
  const errors = typeof data === 'object' && data !== null && 'errors' in data ? data.errors : undefined;
  return Array.isArray(errors) ? (errors as FieldError[]) : [];
}

/** The field errors of a refused call, or none (also for a network failure). */
export const fieldErrorsOf = (error: unknown): FieldError[] => (isApiFailure(error) ? fieldErrorsIn(error.data) : []);
