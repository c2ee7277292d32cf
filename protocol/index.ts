export type { ApiEnvelope } from './envelope';
export { API_STATUS } from './envelope';
export { HEADERS, PORTAL_APP_ID, ENROLL_PREFIX } from './headers';
export { signParams, signedQuery, signatureBase, SIGNATURE_SALT, SIGNATURE_MAX_SKEW_MS, type SignableParams } from './sign';
export { PATHS } from './paths';
