import type { UserInfo } from '../../protocol/account';

/** The portal languages. */
export type Locale = 'sc' | 'tc' | 'en';

/** Every portal language, default first. */
export const LOCALES: readonly Locale[] = ['sc', 'tc', 'en'];

/** True for `sc`, `tc` or `en`. */
export const isLocale = (value: unknown): value is Locale => value === 'sc' || value === 'tc' || value === 'en';

/** User info as the portal keeps it: a login answer minus org_id, project_id and the token (spec section 4). */
export type SessionUser = Omit<UserInfo, 'org_id' | 'project_id'>;

/** Base params every project call carries. */
export interface BaseParams {
  org_id: number;
  project_id: number;
}
