import { useSessionStore } from '../../store';

/** Whether the visitor is signed in as the sign-in guard counts it (with a token to answer with). */
export function useSignedIn(): boolean {
  return useSessionStore((state) => state.shortName !== '' && state.token !== '' && state.userInfo !== null && state.userInfo.uid !== '');
}
