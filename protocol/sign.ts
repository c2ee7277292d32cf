import SHA256 from 'crypto-js/sha256';

/**
 * The fixed salt of the GET signature. It is public (the browser holds it): the signature guards against replay
 * of old links and casual tampering, not against a determined client; sessions carry the real authority.
 */
export const SIGNATURE_SALT = 'enroll-portal:v1';

/** How far a signed request's `time` may be from the server clock. */
export const SIGNATURE_MAX_SKEW_MS = 5 * 60 * 1000;

export type SignableParams = Record<string, string | number | boolean | null | undefined>;

/** The canonical text that is hashed: sorted `key=value` pairs without `time` and `hash`, then time and salt. */
export function signatureBase(params: SignableParams, time: number | string): string {
  const pairs = Object.keys(params)
    .filter((key) => key !== 'time' && key !== 'hash' && params[key] !== undefined && params[key] !== null)
    .sort()
    .map((key) => `${key}=${String(params[key])}`);
  return `${pairs.join('&')}&time=${time}&salt=${SIGNATURE_SALT}`;
}

/** The `hash` of a GET call: SHA-256 (hex) of {@link signatureBase}. */
export function signParams(params: SignableParams, time: number | string): string {
  return SHA256(signatureBase(params, time)).toString();
}

/** Returns the query to send: the parameters plus `time` (ms) and `hash`. */
export function signedQuery(params: SignableParams, now: number = Date.now()): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null) query[key] = String(value);
  }
  query.time = String(now);
  query.hash = signParams(params, now);
  return query;
}
