import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { projectSessionOf, projectSessionStorage, readStoredSessions, toStoredSessions, type RefereeSession, type StoredSessions } from './projectSessions';
import type { Locale, SessionUser } from './types';

export type { RefereeSession } from './projectSessions';

/** The signed-in person and what is persisted per project (language, login token, referee session) with the project domain. */
export interface SessionState {
  /** Persisted per project: the chosen language ('' until one is chosen). */
  language: Locale | '';
  /** Persisted per project: the login token ('' when signed out). */
  token: string;
  /** Persisted: the project domain the values above belong to. */
  shortName: string;
  /** The signed-in applicant, or null. */
  userInfo: SessionUser | null;
  /** Persisted per project: the referee login info (recommender login) with the referee's token, or null. */
  recommender: RefereeSession | null;
  /** Administrator edit mode ("Administrator Edit"). */
  isAdmin: boolean;
  setLanguage(language: Locale): void;
  /** Switches to a project's stored session (language, token, referee session); the signed-in user and admin flag are cleared. */
  setShortName(shortName: string): void;
  setToken(token: string): void;
  setUserInfo(user: SessionUser | null): void;
  setRecommender(info: RefereeSession | null): void;
  setAdmin(isAdmin: boolean): void;
  /** Signs out of the current project locally: token, user, referee info and the admin flag cleared; language and domain kept. */
  clearSession(): void;
}

/** The storage key of the persisted session values. */
export const SESSION_STORAGE_KEY = 'portal-session';

/** Version 1 keeps one entry per project; version 0 kept one for all. */
const STORAGE_VERSION = 1;

/** The session store; each project's language, token and referee session reach localStorage under its shortName. */
export const useSessionStore = create<SessionState>()(
  persist(
    (set, get) => ({
      language: '',
      token: '',
      shortName: '',
      userInfo: null,
      recommender: null,
      isAdmin: false,
      setLanguage: (language) => set({ language }),
      setShortName: (shortName) => {
        if (get().shortName === shortName) return;
        const stored = projectSessionOf(readStoredSessions(SESSION_STORAGE_KEY), shortName);
        set({ shortName, ...stored, userInfo: null, isAdmin: false });
      },
      setToken: (token) => set({ token }),
      setUserInfo: (userInfo) => set({ userInfo }),
      setRecommender: (recommender) => set({ recommender }),
      setAdmin: (isAdmin) => set({ isAdmin }),
      clearSession: () => set({ token: '', userInfo: null, recommender: null, isAdmin: false }),
    }),
    {
      name: SESSION_STORAGE_KEY,
      version: STORAGE_VERSION,
      storage: projectSessionStorage(),
      partialize: ({ language, token, shortName, recommender }): StoredSessions => ({ shortName, projects: { [shortName]: { language, token, recommender } } }),
      migrate: (persisted) => toStoredSessions(persisted),
      merge: (persisted, current) => {
        const stored = toStoredSessions(persisted);
        return { ...current, shortName: stored.shortName, ...projectSessionOf(stored, stored.shortName) };
      },
    },
  ),
);
