import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldError, FiledData, SaveData } from '../../../protocol/apply';
import { PORTRAIT_MAX_MB } from '../../../protocol/upload';
import { PortalForm, type PortalFormHandle } from '../../../renderers';
import { Notice } from '../../../renderers/plain/Notice';
import { PortalFormRuntime, portalFormRuntime } from '../../formRuntime';
import { uploadApi } from '../../api';
import { useProjectStore, useSessionStore } from '../../store';
import type { ApplyContextValue } from './applyContext';
import { isSubmitted } from './applyContext';
import { type Draft, removeDraft, writeDraft } from './draftStore';
import { errorsAfterSave, settleDraft, useDraftScope, useOpening } from '../formSaving/draftSync';
import { failureText } from '../../components/failureText';
import { RecommenderChangeDialog, SupplementaryTable, isRefereeInformation, layoutOf, showsTables } from './editorParts';
import { ModuleFrame } from './ModuleFrame';
import { DraftNotice, StaleNotice, StashNotice } from './Notices';
import { SaveStatusLine } from './SaveStatusLine';
import { newSignatures } from './signatures';
import { RecommendersSlot } from './slots';
import { makeUploadFile, type UploadFieldInfo } from './uploads';
import { isUnsaved, useAutosave } from './useAutosave';
import { keepMyVersion } from '../formSaving/useFormSaver';
import { LeaveGuard } from './useLeaveGuard';
import { resolveFileLink } from '../../api/fileLinks';
import { confirmationOf } from '../recommend/confirmation';

type Values = Record<string, unknown>;

/** One module's form: draft kept on every change, autosave, retries, stale-version handling, uploads. */
export function ModuleEditor({ filed, apply, reloadFiled }: { filed: FiledData; apply: ApplyContextValue; reloadFiled: () => Promise<FiledData> }) {
  const { t } = useTranslation();
  const locale = useProjectStore((state) => state.locale);
  const base = useProjectStore((state) => state.baseParams);
  const user = useSessionStore((state) => state.userInfo);
  const menuId = filed.menu.menuid;
  const readOnly = filed.writeState === 1 || isSubmitted(apply.data);
  const scope = useDraftScope(menuId);
  const opening = useOpening(filed, scope, readOnly);
  const [form, setForm] = useState({ values: opening.values, key: 0 });
  const [restored, setRestored] = useState<Draft | null>(opening.restored);
  const [stash, setStash] = useState<Values | null>(null);
  const [serverErrors, setServerErrors] = useState<FieldError[]>([]);
  const [problem, setProblem] = useState('');
  const [draftKept, setDraftKept] = useState(true);
  const [current, setCurrent] = useState<Values>(opening.values);
  const [savedVersion, setSavedVersion] = useState(opening.version);
  const [askChanges, setAskChanges] = useState(false);
  const formRef = useRef<PortalFormHandle>(null);
  // Edits of the form (its own count) already handed to the draft and the autosave.
  const seenEdits = useRef(0);
  const version = useRef(opening.version);
  const sentSignatures = useRef(new Set<string>());
  const fields = filed.fields as UploadFieldInfo[];
  // The form owns the values; what it showed last is only a fallback for the moment it is not mounted.
  const shown = useRef<Values>(opening.values);
  const valuesNow = (): Values => formRef.current?.values() ?? shown.current;

  const onSaved = useCallback(
    (values: Values, result: SaveData, manual: boolean, stillUnsaved: boolean) => {
      version.current = result.version;
      setSavedVersion(result.version);
      setAskChanges(false);
      apply.patchModule(menuId, result.state, result.version);
      setServerErrors((kept) => errorsAfterSave(kept, result, manual));
      settleDraft(scope, values, formRef.current?.values() ?? shown.current, stillUnsaved, result.version);
      setRestored(null);
    },
    [apply, menuId, scope],
  );
  const saver = useAutosave(menuId, opening.version, !readOnly, onSaved, {
    read: () => formRef.current?.values(),
    hasNewEdits: () => (formRef.current?.edits() ?? 0) !== seenEdits.current,
  });

  const keep = (values: Values) => {
    shown.current = values;
    setCurrent(values);
    setDraftKept(writeDraft(scope, { values, baseVersion: version.current, updatedAt: Date.now() }));
  };

  const onChange = (values: Values) => {
    const edits = formRef.current?.edits() ?? 0;
    if (readOnly || edits === seenEdits.current) return;
    seenEdits.current = edits;
    keep(values);
    saver.change(values);
    for (const signature of newSignatures(portalFormRuntime, filed.fields, values, sentSignatures.current)) {
      sentSignatures.current.add(signature.dataUrl);
      uploadApi.uploadAutograph(signature.dataUrl, { menu_id: menuId, id: signature.id }).catch((error: unknown) => setProblem(t('portal.apply.signature.failed', { message: failureText(error, t) })));
    }
  };

  const remount = (values: Values) => {
    shown.current = values;
    setCurrent(values);
    seenEdits.current = 0;
    setForm((previous) => ({ values, key: previous.key + 1 }));
  };

  const save = () => {
    const values = valuesNow();
    seenEdits.current = formRef.current?.edits() ?? seenEdits.current;
    keep(values);
    setAskChanges(true);
    saver.flush(values, true);
  };

  const confirmChanges = () => {
    setAskChanges(false);
    saver.confirmAndFlush(valuesNow());
  };
  const guardedChanges = saver.status.kind === 'failed' ? confirmationOf(saver.status.error) : null;

  const discardDraft = async () => {
    removeDraft(scope);
    saver.drop();
    setRestored(null);
    const fresh = await reloadFiled().catch(() => filed);
    version.current = fresh.version;
    saver.rebase(fresh.version);
    remount(fresh.values);
  };

  const reloadNewer = async () => {
    try {
      const fresh = await reloadFiled();
      setStash(valuesNow());
      saver.drop();
      version.current = fresh.version;
      saver.rebase(fresh.version);
      setRestored(null);
      apply.patchModule(menuId, fresh.state, fresh.version);
      remount(fresh.values);
    } catch (error) {
      setProblem(failureText(error, t));
    }
  };

  const keepMine = () => keepMyVersion(saver, version, valuesNow);

  const restoreStash = () => {
    if (!stash) return;
    remount(stash);
    keep(stash);
    saver.flush(stash, true);
    setStash(null);
  };

  const uploadFile = useMemo(
    () => makeUploadFile(fields, { menuId, projectId: base?.project_id, orgId: base?.org_id, lang: locale }, (kind) => t(kind === 'type' ? 'portal.apply.upload.portraitType' : 'portal.apply.upload.portraitSize', { mb: PORTRAIT_MAX_MB })),
    [fields, menuId, base, locale, t],
  );

  const header = (
    <>
      {!readOnly && <SaveStatusLine status={saver.status} draftKept={draftKept} onRetry={() => saver.flush(valuesNow())} />}
      {restored && <DraftNotice at={restored.updatedAt} onDiscard={() => void discardDraft()} />}
      {saver.status.kind === 'stale' && <StaleNotice onReload={() => void reloadNewer()} onKeepMine={keepMine} />}
      {stash && <StashNotice onRestore={restoreStash} />}
      {problem && <Notice severity="error" onClose={() => setProblem('')} closeLabel={t('portal.common.close')} mb={1}>{problem}</Notice>}
    </>
  );
  const layout = layoutOf(filed);
  return (
    <>
      {!readOnly && <LeaveGuard unsaved={isUnsaved(saver.status)} />}
      {guardedChanges && <RecommenderChangeDialog open={askChanges} changes={guardedChanges} onConfirm={confirmChanges} onCancel={() => setAskChanges(false)} />}
      <ModuleFrame
        title={filed.menu.name}
        layout={layout}
        header={header}
        form={
          <PortalFormRuntime>
            <PortalForm key={form.key} ref={formRef} fields={filed.fields} values={form.values} locale={locale} readOnly={readOnly} referee={filed.menu.referee} userName={user?.name} uploadFile={uploadFile} fileLink={resolveFileLink} externalErrors={serverErrors} onChange={onChange} />
          </PortalFormRuntime>
        }
        footer={
          <>
            {isRefereeInformation(filed) && <RecommendersSlot menuId={menuId} values={current} readOnly={readOnly} savedVersion={savedVersion} onConfirmSave={confirmChanges} />}
            {showsTables(filed) && <SupplementaryTable />}
          </>
        }
        onSave={readOnly ? undefined : save}
        onCancel={() => saver.flush(valuesNow())}
      />
    </>
  );
}
