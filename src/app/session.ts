import type { createHashRouter } from 'react-router-dom';
import * as accountApi from '../api/account';
import { installClientHooks } from '../api/hooks';
import { writeProjectLanguage } from '../i18n';
import { clearSessionData, type Locale, useProjectStore, useSessionStore } from '../store';
import { isBooted } from './boot';
import { LOGIN_PATH, loginRedirect } from './routes/guard';

type PortalRouter = ReturnType<typeof createHashRouter>;

/** The referee's screens (ref_login, ref_success, reference…, letter…). */
const REFEREE_PATH = /^\/(ref_login|ref_success|reference(\/(edit|itf|schwarzman))?|letter(\/edit)?)$/;

/** Wires the API client to the stores; an expired session goes to log in and back (form drafts untouched). */
export function installSessionHooks(router: PortalRouter): void {
  installClientHooks({
    token: () => useSessionStore.getState().token,
    language: () => useProjectStore.getState().locale,
    onUnauthorized: () => {
      const { pathname, search } = router.state.location;
      // A referee call refused on a referee screen ends only the referee's session; the screen says so.
      if (REFEREE_PATH.test(pathname)) {
        useSessionStore.getState().setRecommender(null);
        return;
      }
      useSessionStore.getState().clearSession();
      if (!isBooted() || pathname === LOGIN_PATH) return;
      void router.navigate(loginRedirect(`${pathname}${search}`), { replace: true });
    },
  });
}

/** Chooses a language: current locale, persisted choice and the project's `defautLang` cookie. */
export function chooseLanguage(locale: Locale): void {
  useProjectStore.getState().setLocale(locale);
  const session = useSessionStore.getState();
  session.setLanguage(locale);
  if (session.shortName) writeProjectLanguage(session.shortName, locale);
}

/** Logs out: ends the server session (a failure does not matter), clears stored session data and the admin flag, reloads. */
export async function logoutAndReload(reload: () => void = () => location.reload()): Promise<void> {
  try {
    await accountApi.logout();
  } catch {
    // The session is cleared locally either way.
  }
  clearSessionData();
  reload();
}
