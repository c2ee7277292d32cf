import { create } from 'zustand';
import type { BatchEntry } from '../../protocol/apply';
import type { QuestionnaireData } from '../../protocol/content';
import { useSessionStore } from './session';

/** Values kept apart for each project_id (spec section 3). */
export interface ProjectScoped {
  /** Password-free login done for this (free) project. */
  freeState: boolean;
  batchId: number | null;
  batchState: number;
  batch_title: string;
  /** 2 when a batch is chosen. */
  batch_state: number;
  applyList: BatchEntry[];
  menu_list: Array<{ menuid: number; state: number }>;
}

/** The values of a project nothing was stored for yet. */
export const EMPTY_SCOPED: ProjectScoped = Object.freeze({
  freeState: false,
  batchId: null,
  batchState: 0,
  batch_title: '',
  batch_state: 0,
  applyList: [],
  menu_list: [],
});

/** The questionnaire's client state (spec section 3): 0 unknown, 1 pending (offered), 2 postponed for this session, 3 answered. */
export const QUESTIONNAIRE_STATE = { unknown: 0, pending: 1, postponed: 2, answered: 3 } as const;

/** The questionnaire slice: its state, the questionnaire as loaded (null while unknown or when there is none) and its ids. */
export interface QuestionnaireSlice {
  state: number;
  data: QuestionnaireData | null;
  order: number[];
}

/** The slice right after a login: nothing known yet, so home checks the questionnaire and offers it if pending. */
export const UNKNOWN_QUESTIONNAIRE: QuestionnaireSlice = Object.freeze({ state: QUESTIONNAIRE_STATE.unknown, data: null, order: [] });

/**
 * The slice of a page that did not see the login (a reload, a kept session, a logout): the offer belongs to the login,
 * and nothing survives a reload, so such a page counts as already offered and only the next login offers it again.
 */
export const OFFERED_QUESTIONNAIRE: QuestionnaireSlice = Object.freeze({ state: QUESTIONNAIRE_STATE.postponed, data: null, order: [] });

/**
 * The slice once the project's questionnaire is loaded (null: the project has none, nothing to offer this session):
 * answered stays answered, a postponed one stays postponed, otherwise it is pending.
 */
export function questionnaireLoaded(current: QuestionnaireSlice, data: QuestionnaireData | null): QuestionnaireSlice {
  if (!data) return { state: QUESTIONNAIRE_STATE.postponed, data: null, order: [] };
  const state =
    data.answered || current.state === QUESTIONNAIRE_STATE.answered
      ? QUESTIONNAIRE_STATE.answered
      : current.state === QUESTIONNAIRE_STATE.postponed
        ? QUESTIONNAIRE_STATE.postponed
        : QUESTIONNAIRE_STATE.pending;
  return { state, data: { ...data, answered: state === QUESTIONNAIRE_STATE.answered }, order: [data.id] };
}

/** Application state: batches, counters and the per-project values. */
export interface ApplyState {
  batchList: BatchEntry[];
  applyBatchList: BatchEntry[];
  unreadCount: number;
  activityIds: number[];
  questionnaire: QuestionnaireSlice;
  specialBatchState: number;
  /** Per project_id. */
  byProject: Record<number, ProjectScoped>;
  setBatches(list: BatchEntry[], applyList: BatchEntry[]): void;
  setUnreadCount(count: number): void;
  setActivityIds(ids: number[]): void;
  setQuestionnaire(questionnaire: QuestionnaireSlice): void;
  /** Takes in the loaded questionnaire (see {@link questionnaireLoaded}). */
  loadQuestionnaire(data: QuestionnaireData | null): void;
  /** "Later": not offered again until the next login. */
  postponeQuestionnaire(): void;
  /** Answered (or found answered): never offered again. */
  answerQuestionnaire(): void;
  setSpecialBatchState(state: number): void;
  /** Merges values into one project's entry. */
  patchProject(projectId: number, patch: Partial<ProjectScoped>): void;
  /** Forgets what belongs to the signed-in person (logout): every per-project entry, the counters and the form drafts. */
  reset(): void;
}

const initial = {
  batchList: [],
  applyBatchList: [],
  unreadCount: 0,
  activityIds: [],
  questionnaire: OFFERED_QUESTIONNAIRE,
  specialBatchState: 0,
  byProject: {},
} satisfies Partial<ApplyState>;

/** The application store. */
export const useApplyStore = create<ApplyState>()((set) => ({
  ...initial,
  setBatches: (batchList, applyBatchList) => set({ batchList, applyBatchList }),
  setUnreadCount: (unreadCount) => set({ unreadCount }),
  setActivityIds: (activityIds) => set({ activityIds }),
  setQuestionnaire: (questionnaire) => set({ questionnaire }),
  loadQuestionnaire: (data) => set((state) => ({ questionnaire: questionnaireLoaded(state.questionnaire, data) })),
  postponeQuestionnaire: () =>
    set((state) => ({
      questionnaire: state.questionnaire.state === QUESTIONNAIRE_STATE.answered ? state.questionnaire : { ...state.questionnaire, state: QUESTIONNAIRE_STATE.postponed },
    })),
  answerQuestionnaire: () =>
    set((state) => {
      const { data } = state.questionnaire;
      return { questionnaire: { ...state.questionnaire, state: QUESTIONNAIRE_STATE.answered, data: data && { ...data, answered: true } } };
    }),
  setSpecialBatchState: (specialBatchState) => set({ specialBatchState }),
  patchProject: (projectId, patch) =>
    set((state) => ({ byProject: { ...state.byProject, [projectId]: { ...(state.byProject[projectId] ?? EMPTY_SCOPED), ...patch } } })),
  reset: () => {
    clearFormDrafts();
    set(initial);
  },
}));

// A login (a new token in the same project) starts the questionnaire afresh; any other change of session (logout,
// expiry, another project's kept session) forgets it without offering.
useSessionStore.subscribe((session, previous) => {
  if (session.token === previous.token) return;
  const login = session.token !== '' && session.shortName === previous.shortName;
  useApplyStore.getState().setQuestionnaire(login ? UNKNOWN_QUESTIONNAIRE : OFFERED_QUESTIONNAIRE);
});

/** Prefix of the browser-kept form drafts (`portal-draft:{project}:{uid}:{menu}`, see pages/apply/draftStore.ts). */
export const DRAFT_PREFIX = 'portal-draft:';

/** Removes every form draft kept in the browser (logout); a storage that cannot be read is left alone. */
export function clearFormDrafts(storage: Storage | undefined = globalThis.localStorage): void {
  if (!storage) return;
  try {
    const keys: string[] = [];
    for (let index = 0; index < storage.length; index += 1) {
      const key = storage.key(index);
      if (key?.startsWith(DRAFT_PREFIX)) keys.push(key);
    }
    for (const key of keys) storage.removeItem(key);
  } catch {
    // Storage blocked (private mode): there is nothing kept to clear.
  }
}

/** One project's values (defaults when none stored). */
export function scopedOf(state: Pick<ApplyState, 'byProject'>, projectId: number | null | undefined): ProjectScoped {
  return (projectId !== null && projectId !== undefined ? state.byProject[projectId] : undefined) ?? EMPTY_SCOPED;
}
