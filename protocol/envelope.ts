/** Every API answer: `status` 200 on success, otherwise an error status whose `message` is in the request's language. */
export interface ApiEnvelope<T = unknown> {
  status: number;
  message: string;
  data: T;
}

/** Statuses the reference server uses besides 200. */
export const API_STATUS = {
  ok: 200,
  badRequest: 400,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  payloadTooLarge: 413,
  unsupportedType: 415,
  tooManyRequests: 429,
  serverError: 500,
} as const;
