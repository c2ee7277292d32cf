import { useCallback, useRef, useState } from 'react';
import type { FieldError, SaveData } from '../../../protocol/apply';
import { type Draft, writeDraft } from '../apply/draftStore';
import { errorsAfterSave, settleDraft, useDraftScope, useOpening } from '../formSaving/draftSync';
import { keepMyVersion, useFormSaver } from '../formSaving/useFormSaver';
import { useMountedForm } from '../formSaving/useMountedForm';
import { useProblem } from '../formSaving/useProblem';

type Values = Record<string, unknown>;

export interface ExtraFormOptions {
  /** The form as the server has it when the page opens. */
  server: { values: Values; version: number };
  menuId: number;
  readOnly: boolean;
  initialErrors: FieldError[];
  save: (values: Values, base: number) => Promise<SaveData>;
  /** A save the server accepted, after the draft and the errors shown are brought up to date. */
  onResult?: (result: SaveData) => void;
}

/**
 * One after-submission form's editing with the no-loss rules of the modules: the draft kept in the browser on every
 * change (and offered back when the server lacks it), autosave with retries, and the stale-version choice.
 */
export function useExtraForm({ server, menuId, readOnly, initialErrors, save: send, onResult }: ExtraFormOptions) {
  const scope = useDraftScope(menuId);
  const opening = useOpening(server, scope, readOnly);
  const mounted = useMountedForm(opening.values);
  const { form, formRef, valuesNow } = mounted;
  const [restored, setRestored] = useState<Draft | null>(opening.restored);
  const [serverErrors, setServerErrors] = useState<FieldError[]>(initialErrors);
  const [draftKept, setDraftKept] = useState(true);
  const { problem, fail, clearProblem } = useProblem();
  const version = useRef(opening.version);

  const onSaved = useCallback(
    (values: Values, result: SaveData, manual: boolean, stillUnsaved: boolean) => {
      version.current = result.version;
      onResult?.(result);
      setServerErrors((kept) => errorsAfterSave(kept, result, manual));
      settleDraft(scope, values, valuesNow(), stillUnsaved, result.version);
      setRestored(null);
    },
    [scope, onResult, valuesNow],
  );
  const saver = useFormSaver(send, menuId, opening.version, !readOnly, onSaved, mounted.saverForm);

  const keep = (values: Values) => {
    mounted.show(values);
    setDraftKept(writeDraft(scope, { values, baseVersion: version.current, updatedAt: Date.now() }));
  };
  const onChange = (values: Values) => {
    if (readOnly || !mounted.takeNewEdits()) return;
    keep(values);
    saver.change(values);
  };
  /** Shows the server's form as it is now and bases the next save on its version. */
  const adopt = (fresh: { values: Values; version: number }) => {
    version.current = fresh.version;
    saver.rebase(fresh.version);
    mounted.remount(fresh.values);
  };
  const save = () => {
    const values = valuesNow();
    mounted.markEditsSeen();
    keep(values);
    saver.flush(values, true);
  };

  return {
    scope, form, formRef, saver, valuesNow, onChange, save, adopt, restored, serverErrors, draftKept, problem, fail, clearProblem,
    forgetRestored: () => setRestored(null),
    keepMine: () => keepMyVersion(saver, version, valuesNow),
  };
}

export type ExtraForm = ReturnType<typeof useExtraForm>;
