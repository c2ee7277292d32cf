import * as accountApi from '../api/account';
import { isApiFailure } from '../api/failure';
import * as publicApi from '../api/public';
import { applyLocaleToActive, loadCatalogue, readProjectLanguage, resolveLanguage } from '../i18n';
import { LOCALES, scopedOf, toSessionUser, useApplyStore, useProjectStore, useSessionStore } from '../store';
import { projectDomain, urlLanguage } from './domain';
import { embeddedConfig } from './embeddedConfig';
import type { GuardState } from './routes/guard';

let booting: Promise<void> | null = null;
let booted = false;

/** Adopts the domain of the page: the session and language kept for that project (other projects keep theirs). */
function adoptDomain(domain: string): void {
  useSessionStore.getState().setShortName(domain);
}

/** Restores the signed-in user from the persisted token; a refused token is cleared. */
async function restoreUser(): Promise<void> {
  const session = useSessionStore.getState();
  if (!session.token || session.userInfo) return;
  try {
    const info = await accountApi.userInfo();
    session.setUserInfo(toSessionUser(info.user_info));
    useProjectStore.getState().setPageConfig(info.home_page_config);
  } catch (error) {
    if (!isApiFailure(error)) throw error;
    useSessionStore.getState().clearSession();
  }
}

async function boot(): Promise<void> {
  const domain = projectDomain(location.pathname);
  adoptDomain(domain);
  const stored = readProjectLanguage(domain) ?? (useSessionStore.getState().language || null);
  const choice = { stored, urlLang: urlLanguage(location.search, location.hash), shortName: domain, browser: navigator.languages };
  // The language's catalogue loads while the configuration does, as if the project offered every language (it nearly
  // always offers the one chosen); the configuration then settles the language.
  void loadCatalogue(resolveLanguage({ ...choice, offered: LOCALES })).catch(() => undefined);
  // The built portal's page carries the configuration; the dev server's page does not.
  const config = embeddedConfig(domain) ?? (await publicApi.authMode(domain));
  const project = useProjectStore.getState();
  project.applyProjectConfig(config);
  const locale = resolveLanguage({ ...choice, offered: config.lang });
  project.setLocale(locale);
  await Promise.all([restoreUser(), applyLocaleToActive(locale)]);
  booted = true;
}

/** Loads the project configuration (from the page, else auth_mode by domain), the language and the session, once per page. */
export function ensureBoot(): Promise<void> {
  booting ??= boot().catch((error: unknown) => {
    booting = null;
    throw error;
  });
  return booting;
}

/** True once the first boot finished (session-expiry redirects wait for it). */
export const isBooted = (): boolean => booted;

/**
 * What the guard will most likely read once boot has finished, from what the stores hold as boot starts: a stored
 * login token counts as signed in (the server may still refuse it). Call it after {@link ensureBoot} has begun, which
 * adopts the page's project at once.
 */
export function likelyGuardState(): GuardState {
  const state = currentGuardState();
  const { token } = useSessionStore.getState();
  return state.userInfo || !token ? state : { ...state, userInfo: { uid: 'stored-session' } };
}

/** What the guard reads, from the stores. */
export function currentGuardState(): GuardState {
  const { shortName, userInfo } = useSessionStore.getState();
  const projectId = useProjectStore.getState().baseParams?.project_id;
  return { shortName, userInfo, freeState: scopedOf(useApplyStore.getState(), projectId).freeState };
}
