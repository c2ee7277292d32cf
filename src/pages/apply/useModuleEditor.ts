import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FiledData } from '../../../protocol/apply';
import { failureText } from '../../components/failureText';
import { useDraftScope, useOpening } from '../formSaving/draftSync';
import { useMountedForm } from '../formSaving/useMountedForm';
import { useProblem } from '../formSaving/useProblem';
import { confirmationOf } from '../recommend/confirmation';
import { type ApplyContextValue, isSubmitted } from './applyContext';
import { writeDraft } from './draftStore';
import { useAutosave } from './useAutosave';
import { useModuleRecovery } from './useModuleRecovery';
import { useModuleSaveResult } from './useModuleSaveResult';
import { useSignatureUploads } from './useSignatureUploads';

type Values = Record<string, unknown>;

/** One module's editing: draft kept on every change, autosave, retries, stale-version handling, signatures sent. */
export function useModuleEditor(filed: FiledData, apply: ApplyContextValue, reloadFiled: () => Promise<FiledData>) {
  const { t } = useTranslation();
  const menuId = filed.menu.menuid;
  const readOnly = filed.writeState === 1 || isSubmitted(apply.data);
  const scope = useDraftScope(menuId);
  const opening = useOpening(filed, scope, readOnly);
  const mounted = useMountedForm(opening.values);
  const { form, formRef, valuesNow } = mounted;
  const { problem, setProblem, fail, clearProblem } = useProblem();
  const [draftKept, setDraftKept] = useState(true);
  const [current, setCurrent] = useState<Values>(opening.values);
  const result = useModuleSaveResult(apply, menuId, scope, opening, valuesNow);
  const { version, setAskChanges } = result;
  const sendSignatures = useSignatureUploads(menuId, filed.fields, (error) => setProblem(t('portal.apply.signature.failed', { message: failureText(error, t) })));
  const saver = useAutosave(menuId, opening.version, !readOnly, result.onSaved, mounted.saverForm);

  const keep = (values: Values) => {
    mounted.show(values);
    setCurrent(values);
    setDraftKept(writeDraft(scope, { values, baseVersion: version.current, updatedAt: Date.now() }));
  };
  const onChange = (values: Values) => {
    if (readOnly || !mounted.takeNewEdits()) return;
    keep(values);
    saver.change(values);
    sendSignatures(values);
  };
  const remount = (values: Values) => {
    mounted.remount(values);
    setCurrent(values);
  };
  const save = () => {
    const values = valuesNow();
    mounted.markEditsSeen();
    keep(values);
    setAskChanges(true);
    saver.flush(values, true);
  };
  const confirmChanges = () => {
    setAskChanges(false);
    saver.confirmAndFlush(valuesNow());
  };
  const guardedChanges = saver.status.kind === 'failed' ? confirmationOf(saver.status.error) : null;
  const recovery = useModuleRecovery({ filed, apply, reloadFiled, scope, saver, versionRef: version, valuesNow, remount, keep, forgetRestored: result.forgetRestored, fail });

  return {
    menuId, readOnly, form, formRef, saver, valuesNow, onChange, save, current, draftKept, problem, clearProblem, guardedChanges, confirmChanges,
    savedVersion: result.savedVersion, restored: result.restored, serverErrors: result.serverErrors, askChanges: result.askChanges, cancelChanges: () => setAskChanges(false),
    ...recovery,
  };
}

export type ModuleEditorState = ReturnType<typeof useModuleEditor>;
