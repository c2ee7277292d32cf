import { EXEMPT_ROUTES, EXTRA_PUBLIC_ROUTES } from './names';

/** Where a route without a name goes. */
export const NOT_FOUND_PATH = '/help/404';
/** The login route. */
export const LOGIN_PATH = '/login';

/** What the sign-in guard reads. */
export interface GuardState {
  /** The project domain. */
  shortName: string;
  /** The signed-in user, or null. */
  userInfo: { uid: string } | null;
  /** The free project's password-free state. */
  freeState: boolean;
}

/** The guard's answer. */
export type GuardDecision = { kind: 'allow' } | { kind: 'redirect'; to: string };

/** Signed in: shortName non-empty, user info present, uid non-empty (spec section 5). */
export function isSignedIn(state: GuardState): boolean {
  return state.shortName !== '' && state.userInfo !== null && state.userInfo.uid !== '';
}

/** The login address that comes back to `currentPath` afterwards. */
export function loginRedirect(currentPath: string): string {
  return `${LOGIN_PATH}?redirect=${encodeURIComponent(currentPath)}`;
}

/** The route flow's guard: a nameless route → not found; exempt routes, signed-in users and free state pass; others log in. */
export function decideAccess(name: string | undefined, state: GuardState, currentPath: string): GuardDecision {
  if (!name) return { kind: 'redirect', to: NOT_FOUND_PATH };
  if (EXEMPT_ROUTES.has(name) || EXTRA_PUBLIC_ROUTES.has(name)) return { kind: 'allow' };
  if (isSignedIn(state) || state.freeState) return { kind: 'allow' };
  return { kind: 'redirect', to: loginRedirect(currentPath) };
}
