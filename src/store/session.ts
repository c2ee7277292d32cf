import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { RefereeLoginData } from '../../protocol/recommend';
import type { Locale, SessionUser } from './types';

/** A referee's session: the login info plus the referee's own token (memory only, never the applicant token). */
export type RefereeSession = RefereeLoginData['info'] & { token: string };

/** The signed-in person and the three persisted values (language, login token, project domain). */
export interface SessionState {
  /** Persisted: the chosen language ('' until one is chosen). */
  language: Locale | '';
  /** Persisted: the login token ('' when signed out). */
  token: string;
  /** Persisted: the project domain the token belongs to. */
  shortName: string;
  /** The signed-in applicant, or null. */
  userInfo: SessionUser | null;
  /** The referee login info (recommender login) with the referee's token, or null. */
  recommender: RefereeSession | null;
  /** Administrator edit mode ("Administrator Edit"). */
  isAdmin: boolean;
  setLanguage(language: Locale): void;
  setShortName(shortName: string): void;
  setToken(token: string): void;
  setUserInfo(user: SessionUser | null): void;
  setRecommender(info: RefereeSession | null): void;
  setAdmin(isAdmin: boolean): void;
  /** Signs out locally: token, user, referee info and the admin flag cleared; language and domain kept. */
  clearSession(): void;
}

/** The storage key of the persisted session values. */
export const SESSION_STORAGE_KEY = 'portal-session';

/** The session store; only language, token and shortName reach localStorage. */
export const useSessionStore = create<SessionState>()(
  persist(
    (set) => ({
      language: '',
      token: '',
      shortName: '',
      userInfo: null,
      recommender: null,
      isAdmin: false,
      setLanguage: (language) => set({ language }),
      setShortName: (shortName) => set({ shortName }),
      setToken: (token) => set({ token }),
      setUserInfo: (userInfo) => set({ userInfo }),
      setRecommender: (recommender) => set({ recommender }),
      setAdmin: (isAdmin) => set({ isAdmin }),
      clearSession: () => set({ token: '', userInfo: null, recommender: null, isAdmin: false }),
    }),
    {
      name: SESSION_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ language, token, shortName }) => ({ language, token, shortName }),
    },
  ),
);
