import type { Draft } from './draftStore';
import { draftDiffers } from './staleVersion';

/** What a module opens with. */
export interface Opening {
  values: Record<string, unknown>;
  /** The version saves are based on (the draft's base when a draft is restored: a newer save elsewhere then answers 409). */
  version: number;
  /** The restored draft, or null when the saved values are shown. */
  restored: Draft | null;
  /** The kept draft is obsolete (same as saved, or the module is read-only) and can be forgotten. */
  forgetDraft: boolean;
}

/** Chooses between the server's values and a kept draft: the draft wins when it holds input the server lacks. */
export function openingOf(server: { values: Record<string, unknown>; version: number }, draft: Draft | null, readOnly: boolean): Opening {
  if (!draft) return { values: server.values, version: server.version, restored: null, forgetDraft: false };
  if (readOnly || !draftDiffers(draft.values, server.values)) return { values: server.values, version: server.version, restored: null, forgetDraft: true };
  return { values: draft.values, version: draft.baseVersion, restored: draft, forgetDraft: false };
}
