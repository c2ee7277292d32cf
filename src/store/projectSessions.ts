import type { PersistStorage, StorageValue } from 'zustand/middleware';
import type { RefereeLoginData } from '../../protocol/recommend';
import type { Locale } from './types';

/** A referee's session: the login info plus the referee's own token (never the applicant token). */
export type RefereeSession = RefereeLoginData['info'] & { token: string };

/** What is kept for one project (by shortName): its language, the applicant's login token and the referee session. */
export interface ProjectSession {
  language: Locale | '';
  token: string;
  recommender: RefereeSession | null;
}

/** The stored value: every project's session, and the project used last. */
export interface StoredSessions {
  shortName: string;
  projects: Record<string, ProjectSession>;
}

/** The values of a project nothing was stored for. */
export const EMPTY_PROJECT_SESSION: ProjectSession = Object.freeze({ language: '', token: '', recommender: null });

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function toProjectSession(value: unknown): ProjectSession {
  if (!isRecord(value)) return EMPTY_PROJECT_SESSION;
  const language = value.language === 'sc' || value.language === 'tc' || value.language === 'en' ? value.language : '';
  const token = typeof value.token === 'string' ? value.token : '';
  const recommender = isRecord(value.recommender) && typeof value.recommender.token === 'string' ? (value.recommender as RefereeSession) : null;
  return { language, token, recommender };
}

/** Reads a stored value of any version: version 0 kept one flat session (language, token, shortName) for all projects. */
export function toStoredSessions(value: unknown): StoredSessions {
  if (!isRecord(value)) return { shortName: '', projects: {} };
  const shortName = typeof value.shortName === 'string' ? value.shortName : '';
  if (!isRecord(value.projects)) return { shortName, projects: { [shortName]: toProjectSession(value) } };
  const projects: Record<string, ProjectSession> = {};
  for (const [name, entry] of Object.entries(value.projects)) projects[name] = toProjectSession(entry);
  return { shortName, projects };
}

/** One project's stored session (empty when none). */
export const projectSessionOf = (stored: StoredSessions, shortName: string): ProjectSession => stored.projects[shortName] ?? EMPTY_PROJECT_SESSION;

function read(storage: Storage | undefined, name: string): StorageValue<StoredSessions> | null {
  try {
    const text = storage?.getItem(name);
    if (!text) return null;
    const parsed: unknown = JSON.parse(text);
    if (parsed === null) return null; // a stored `null` is nothing stored
    const state = isRecord(parsed) ? parsed.state : undefined;
    const version = isRecord(parsed) ? parsed.version : undefined;
    return { state: toStoredSessions(state), version: typeof version === 'number' ? version : 0 };
  } catch {
    return null;
  }
}

/**
 * The browser storage of the sessions: a write replaces only the projects it names, so tabs of different projects
 * do not overwrite each other's sessions.
 */
export function projectSessionStorage(storage: () => Storage | undefined = () => globalThis.localStorage): PersistStorage<StoredSessions> {
  return {
    getItem: (name) => read(storage(), name),
    setItem: (name, value) => {
      const kept = read(storage(), name)?.state.projects ?? {};
      const state: StoredSessions = { shortName: value.state.shortName, projects: { ...kept, ...value.state.projects } };
      try {
        storage()?.setItem(name, JSON.stringify({ state, version: value.version }));
      } catch {
        // Storage blocked or full: the session lasts as long as the page.
      }
    },
    removeItem: (name) => {
      try {
        storage()?.removeItem(name);
      } catch {
        // Nothing stored to remove.
      }
    },
  };
}

/** The stored sessions now (another tab may have changed them since the page loaded). */
export function readStoredSessions(name: string, storage: Storage | undefined = globalThis.localStorage): StoredSessions {
  return read(storage, name)?.state ?? { shortName: '', projects: {} };
}
