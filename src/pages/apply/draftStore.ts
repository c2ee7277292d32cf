import { DRAFT_PREFIX } from '../../store/apply';

/** A module's unsaved input kept in the browser. */
export interface Draft {
  /** The form values (server shape). */
  values: Record<string, unknown>;
  /** The module version the input was based on. */
  baseVersion: number;
  /** When it was written (ms). */
  updatedAt: number;
}

/** Who and what a draft belongs to. */
export interface DraftScope {
  projectId: number;
  uid: string;
  menuId: number;
}

/** The storage key of one module's draft. */
export function draftKey({ projectId, uid, menuId }: DraftScope): string {
  return `${DRAFT_PREFIX}${projectId}:${uid}:${menuId}`;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function parse(text: string | null): Draft | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (!isRecord(value) || !isRecord(value.values) || typeof value.baseVersion !== 'number') return null;
    return { values: value.values, baseVersion: value.baseVersion, updatedAt: typeof value.updatedAt === 'number' ? value.updatedAt : 0 };
  } catch {
    return null;
  }
}

const local = (): Storage | undefined => globalThis.localStorage;

/** The kept draft of a module, or null (none, unreadable or blocked storage). */
export function readDraft(scope: DraftScope, storage: Storage | undefined = local()): Draft | null {
  try {
    return parse(storage?.getItem(draftKey(scope)) ?? null);
  } catch {
    return null;
  }
}

/** Keeps a draft; false when the browser refused (quota, private mode), so the page can say input is not kept. */
export function writeDraft(scope: DraftScope, draft: Draft, storage: Storage | undefined = local()): boolean {
  if (!storage) return false;
  try {
    storage.setItem(draftKey(scope), JSON.stringify(draft));
    return true;
  } catch {
    return false;
  }
}

/** Forgets a module's draft (after a save the server confirmed, or when the applicant discards it). */
export function removeDraft(scope: DraftScope, storage: Storage | undefined = local()): void {
  try {
    storage?.removeItem(draftKey(scope));
  } catch {
    // Nothing kept.
  }
}
