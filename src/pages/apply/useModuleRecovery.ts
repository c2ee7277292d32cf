import { useState } from 'react';
import type { FiledData } from '../../../protocol/apply';
import { keepMyVersion } from '../formSaving/useFormSaver';
import type { ApplyContextValue } from './applyContext';
import { type DraftScope, removeDraft } from './draftStore';
import type { useAutosave } from './useAutosave';

type Values = Record<string, unknown>;

/** What {@link useModuleRecovery} works on: the module, its saving and its form. */
export interface ModuleRecoveryOptions {
  filed: FiledData;
  apply: ApplyContextValue;
  reloadFiled: () => Promise<FiledData>;
  scope: DraftScope;
  saver: ReturnType<typeof useAutosave>;
  /** The version the next save is based on. */
  versionRef: { current: number };
  valuesNow: () => Values;
  /** Shows other values in a new form. */
  remount: (values: Values) => void;
  /** Keeps values as the draft. */
  keep: (values: Values) => void;
  forgetRestored: () => void;
  fail: (error: unknown) => void;
}

/**
 * A module's ways back from a conflict: discard the restored draft, load the newer server version (the applicant's
 * own values put aside, to restore), or keep the applicant's version over the server's.
 */
export function useModuleRecovery({ filed, apply, reloadFiled, scope, saver, versionRef, valuesNow, remount, keep, forgetRestored, fail }: ModuleRecoveryOptions) {
  const [stash, setStash] = useState<Values | null>(null);
  const discardDraft = async () => {
    removeDraft(scope);
    saver.drop();
    forgetRestored();
    const fresh = await reloadFiled().catch(() => filed);
    versionRef.current = fresh.version;
    saver.rebase(fresh.version);
    remount(fresh.values);
  };
  const reloadNewer = async () => {
    try {
      const fresh = await reloadFiled();
      setStash(valuesNow());
      saver.drop();
      versionRef.current = fresh.version;
      saver.rebase(fresh.version);
      forgetRestored();
      apply.patchModule(filed.menu.menuid, fresh.state, fresh.version);
      remount(fresh.values);
    } catch (error) {
      fail(error);
    }
  };
  const restoreStash = () => {
    if (!stash) return;
    remount(stash);
    keep(stash);
    saver.flush(stash, true);
    setStash(null);
  };
  return { stash, discardDraft, reloadNewer, restoreStash, keepMine: () => keepMyVersion(saver, versionRef, valuesNow) };
}
