import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldError, SaveData } from '../../../protocol/apply';
import type { PortalFormHandle } from '../../../renderers';
import { failureText } from '../../components/failureText';
import { type Draft, writeDraft } from '../apply/draftStore';
import { errorsAfterSave, settleDraft, useDraftScope, useOpening } from '../formSaving/draftSync';
import { keepMyVersion, type SaverForm, useFormSaver } from '../formSaving/useFormSaver';

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
  const { t } = useTranslation();
  const scope = useDraftScope(menuId);
  const opening = useOpening(server, scope, readOnly);
  const [form, setForm] = useState({ values: opening.values, key: 0 });
  const [restored, setRestored] = useState<Draft | null>(opening.restored);
  const [serverErrors, setServerErrors] = useState<FieldError[]>(initialErrors);
  const [draftKept, setDraftKept] = useState(true);
  const [problem, setProblem] = useState('');
  const formRef = useRef<PortalFormHandle>(null);
  // Edits of the form (its own count) already handed to the draft and the autosave.
  const seenEdits = useRef(0);
  const version = useRef(opening.version);
  const shown = useRef<Values>(opening.values);
  const valuesNow = (): Values => formRef.current?.values() ?? shown.current;

  const onSaved = useCallback(
    (values: Values, result: SaveData, manual: boolean, stillUnsaved: boolean) => {
      version.current = result.version;
      onResult?.(result);
      setServerErrors((kept) => errorsAfterSave(kept, result, manual));
      settleDraft(scope, values, formRef.current?.values() ?? shown.current, stillUnsaved, result.version);
      setRestored(null);
    },
    [scope, onResult],
  );
  // A flush on hiding the page also sends keystrokes the form has not reported yet.
  const saverForm: SaverForm = { read: () => formRef.current?.values(), hasNewEdits: () => (formRef.current?.edits() ?? 0) !== seenEdits.current };
  const saver = useFormSaver(send, menuId, opening.version, !readOnly, onSaved, saverForm);

  const keep = (values: Values) => {
    shown.current = values;
    setDraftKept(writeDraft(scope, { values, baseVersion: version.current, updatedAt: Date.now() }));
  };
  const onChange = (values: Values) => {
    const edits = formRef.current?.edits() ?? 0;
    if (readOnly || edits === seenEdits.current) return;
    seenEdits.current = edits;
    keep(values);
    saver.change(values);
  };
  const remount = (values: Values) => {
    shown.current = values;
    seenEdits.current = 0;
    setForm((previous) => ({ values, key: previous.key + 1 }));
  };
  /** Shows the server's form as it is now and bases the next save on its version. */
  const adopt = (fresh: { values: Values; version: number }) => {
    version.current = fresh.version;
    saver.rebase(fresh.version);
    remount(fresh.values);
  };

  return {
    scope,
    form,
    formRef,
    restored,
    serverErrors,
    draftKept,
    problem,
    saver,
    valuesNow,
    onChange,
    adopt,
    forgetRestored: () => setRestored(null),
    fail: (error: unknown) => setProblem(failureText(error, t)),
    clearProblem: () => setProblem(''),
    save: () => {
      const values = valuesNow();
      seenEdits.current = formRef.current?.edits() ?? seenEdits.current;
      keep(values);
      saver.flush(values, true);
    },
    keepMine: () => keepMyVersion(saver, version, valuesNow),
  };
}

export type ExtraForm = ReturnType<typeof useExtraForm>;
