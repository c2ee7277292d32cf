import type { LoginData, UserInfo } from '../../protocol/account';
import { useApplyStore } from './apply';
import { useSessionStore } from './session';
import type { SessionUser } from './types';

/** User info from a login or user-info answer: everything but org_id, project_id (and the token). */
export function toSessionUser(data: UserInfo | LoginData): SessionUser {
  const user: Partial<LoginData> = { ...data };
  delete user.org_id;
  delete user.project_id;
  delete user.token;
  return user as SessionUser;
}

/** A login answer: status 200 stores the token and user info; any other status clears the user (spec section 4). */
export function applyLoginResult(result: { status: number; data?: LoginData | null }): void {
  const session = useSessionStore.getState();
  if (result.status === 200 && result.data) {
    session.setToken(result.data.token);
    session.setUserInfo(toSessionUser(result.data));
  } else {
    session.setUserInfo(null);
  }
}

/** Logout and deregistration: clears stored session data, the admin flag and the form drafts (an expired session clears only the session). */
export function clearSessionData(): void {
  useSessionStore.getState().clearSession();
  useApplyStore.getState().reset();
}
