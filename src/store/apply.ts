import { create } from 'zustand';
import type { BatchEntry } from '../../protocol/apply';

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
  /** Form values by module id. */
  filedValues: Record<string, Record<string, unknown>>;
  menu_list: Array<{ menuid: number; state: number }>;
  successData: unknown;
  device_id: string;
}

/** The values of a project nothing was stored for yet. */
export const EMPTY_SCOPED: ProjectScoped = Object.freeze({
  freeState: false,
  batchId: null,
  batchState: 0,
  batch_title: '',
  batch_state: 0,
  applyList: [],
  filedValues: {},
  menu_list: [],
  successData: null,
  device_id: '',
});

/** Application state: batches, counters and the per-project values. */
export interface ApplyState {
  batchList: BatchEntry[];
  applyBatchList: BatchEntry[];
  unreadCount: number;
  activityIds: number[];
  questionnaire: { state: number; data: unknown; order: number[] };
  specialBatchState: number;
  /** Per project_id. */
  byProject: Record<number, ProjectScoped>;
  setBatches(list: BatchEntry[], applyList: BatchEntry[]): void;
  setUnreadCount(count: number): void;
  setActivityIds(ids: number[]): void;
  setQuestionnaire(questionnaire: ApplyState['questionnaire']): void;
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
  questionnaire: { state: 0, data: null, order: [] },
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
  setSpecialBatchState: (specialBatchState) => set({ specialBatchState }),
  patchProject: (projectId, patch) =>
    set((state) => ({ byProject: { ...state.byProject, [projectId]: { ...(state.byProject[projectId] ?? EMPTY_SCOPED), ...patch } } })),
  reset: () => {
    clearFormDrafts();
    set(initial);
  },
}));

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
