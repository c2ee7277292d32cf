import { useCallback, useRef, useState } from 'react';
import type { FieldError, SaveData } from '../../../protocol/apply';
import { errorsAfterSave, settleDraft } from '../formSaving/draftSync';
import type { ApplyContextValue } from './applyContext';
import type { Draft, DraftScope } from './draftStore';

type Values = Record<string, unknown>;

/** Where a module's editing starts: the server's version, and a draft of the browser brought back. */
interface ModuleOpening {
  version: number;
  restored: Draft | null;
}

/**
 * What an accepted save of a module updates: the version the next save is based on, the module's state in the menu,
 * the errors shown, the draft (settled, no longer offered back) and the pending confirmation of recommender changes.
 */
export function useModuleSaveResult(apply: ApplyContextValue, menuId: number, scope: DraftScope, opening: ModuleOpening, valuesNow: () => Values) {
  const [restored, setRestored] = useState<Draft | null>(opening.restored);
  const [serverErrors, setServerErrors] = useState<FieldError[]>([]);
  const [savedVersion, setSavedVersion] = useState(opening.version);
  const [askChanges, setAskChanges] = useState(false);
  const version = useRef(opening.version);
  const onSaved = useCallback(
    (values: Values, result: SaveData, manual: boolean, stillUnsaved: boolean) => {
      version.current = result.version;
      setSavedVersion(result.version);
      setAskChanges(false);
      apply.patchModule(menuId, result.state, result.version);
      setServerErrors((kept) => errorsAfterSave(kept, result, manual));
      settleDraft(scope, values, valuesNow(), stillUnsaved, result.version);
      setRestored(null);
    },
    [apply, menuId, scope, valuesNow],
  );
  return { onSaved, version, restored, forgetRestored: () => setRestored(null), serverErrors, savedVersion, askChanges, setAskChanges };
}
