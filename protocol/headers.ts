/** Request headers every call carries (spec section 7). */
export const HEADERS = {
  /** Identifies the calling application. */
  appId: 'appid',
  /** `sc`, `tc` or `en`: the language of messages in the answer. */
  language: 'lang',
  /** The session token returned by a login call. */
  token: 'token',
} as const;

/** The app id the portal sends. */
export const PORTAL_APP_ID = 'enroll-portal';

/** Optional path prefix every API path may also be served under. */
export const ENROLL_PREFIX = '/enroll';
