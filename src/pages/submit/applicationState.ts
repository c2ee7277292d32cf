import { useSessionStore } from '../../store';

/** Mirrors the application state in the signed-in user's info (the header shows preview once submitted). */
export function rememberApplicationState(submitted: boolean): void {
  const session = useSessionStore.getState();
  if (session.userInfo) session.setUserInfo({ ...session.userInfo, application_state: submitted ? 2 : 0 });
}
