import { useMemo, useState } from 'react';
import type { FieldError, SaveData } from '../../../protocol/apply';
import { deepEqual } from '../../../schema-adapters/validators/deepEqual';
import { useProjectStore, useSessionStore } from '../../store';
import { type DraftScope, readDraft, removeDraft, writeDraft } from '../apply/draftStore';
import { type Opening, openingOf } from '../apply/restore';

type Values = Record<string, unknown>;

/** Where this applicant's browser draft of one form (module, re-examination, supplementary) is kept. */
export function useDraftScope(menuId: number): DraftScope {
  const base = useProjectStore((state) => state.baseParams);
  const user = useSessionStore((state) => state.userInfo);
  return useMemo<DraftScope>(() => ({ projectId: base?.project_id ?? 0, uid: user?.uid ?? '', menuId }), [base, user, menuId]);
}

/** What the form opens with, decided once: the server's values or a differing browser draft (a needless one is forgotten). */
export function useOpening(server: { values: Values; version: number }, scope: DraftScope, readOnly: boolean): Opening {
  const [opening] = useState(() => {
    const found = openingOf(server, readDraft(scope), readOnly);
    if (found.forgetDraft) removeDraft(scope);
    return found;
  });
  return opening;
}

/** A manual save shows the server's verdict; an autosave only clears the verdicts the applicant has since fixed. */
export function errorsAfterSave(shown: FieldError[], result: SaveData, manual: boolean): FieldError[] {
  return manual ? result.errors : shown.filter((error) => result.errors.some((still) => still.field === error.field && still.keyword === error.keyword));
}

/** After a save: the draft goes once the server has what the form shows, else it is kept on the new version. */
export function settleDraft(scope: DraftScope, sent: Values, now: Values, stillUnsaved: boolean, version: number) {
  if (!stillUnsaved || deepEqual(sent, now)) removeDraft(scope);
  else writeDraft(scope, { values: now, baseVersion: version, updatedAt: Date.now() });
}
