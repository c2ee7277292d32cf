import { Alert, Box, Button, Stack } from '@mui/material';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { FieldError, SaveData } from '../../../protocol/apply';
import { PORTRAIT_MAX_MB } from '../../../protocol/upload';
import { SUPPLEMENTARY_MENU_ID, type SupplementaryData } from '../../../protocol/supplementary';
import { PortalForm, type PortalFormHandle } from '../../../renderers';
import { deepEqual } from '../../../schema-adapters/validators/deepEqual';
import * as supplementaryApi from '../../api/supplementary';
import { resolveFileLink } from '../../api/fileLinks';
import { failureText } from '../../components/failureText';
import { PortalFormRuntime } from '../../formRuntime';
import { useProjectStore, useSessionStore } from '../../store';
import { type Draft, type DraftScope, readDraft, removeDraft, writeDraft } from '../apply/draftStore';
import { DraftNotice, StaleNotice } from '../apply/Notices';
import { openingOf } from '../apply/restore';
import { SaveStatusLine } from '../apply/SaveStatusLine';
import { makeUploadFile, type UploadFieldInfo } from '../apply/uploads';
import { isUnsaved } from '../apply/useAutosave';
import { LeaveGuard } from '../apply/useLeaveGuard';
import { useSupplementAutosave } from './useSupplementAutosave';

type Values = Record<string, unknown>;

/**
 * The supplementary form in `<PortalForm>`: every change kept as a draft in the browser and autosaved; a draft the
 * server lacks comes back on reload; leaving with unsaved input asks first. Read-only once submitted or closed.
 */
export function SupplementEditor({ data, initialErrors }: { data: SupplementaryData; initialErrors: FieldError[] }) {
  const { t } = useTranslation();
  const locale = useProjectStore((state) => state.locale);
  const base = useProjectStore((state) => state.baseParams);
  const user = useSessionStore((state) => state.userInfo);
  const readOnly = !data.open;
  const scope = useMemo<DraftScope>(() => ({ projectId: base?.project_id ?? 0, uid: user?.uid ?? '', menuId: SUPPLEMENTARY_MENU_ID }), [base, user]);
  const [opening] = useState(() => {
    const found = openingOf(data, readDraft(scope), readOnly);
    if (found.forgetDraft) removeDraft(scope);
    return found;
  });
  const [form, setForm] = useState({ values: opening.values, key: 0 });
  const [restored, setRestored] = useState<Draft | null>(opening.restored);
  const [serverErrors, setServerErrors] = useState<FieldError[]>(initialErrors);
  const [draftKept, setDraftKept] = useState(true);
  const [problem, setProblem] = useState('');
  const formRef = useRef<PortalFormHandle>(null);
  const seenEdits = useRef(0);
  const version = useRef(opening.version);
  const shown = useRef<Values>(opening.values);
  const valuesNow = (): Values => formRef.current?.values() ?? shown.current;

  const onSaved = useCallback(
    (values: Values, result: SaveData, manual: boolean, stillUnsaved: boolean) => {
      version.current = result.version;
      setServerErrors((kept) => (manual ? result.errors : kept.filter((error) => result.errors.some((still) => still.field === error.field && still.keyword === error.keyword))));
      const now = formRef.current?.values() ?? shown.current;
      if (!stillUnsaved || deepEqual(values, now)) removeDraft(scope);
      else writeDraft(scope, { values: now, baseVersion: result.version, updatedAt: Date.now() });
      setRestored(null);
    },
    [scope],
  );
  const saver = useSupplementAutosave(opening.version, !readOnly, onSaved, {
    read: () => formRef.current?.values(),
    hasNewEdits: () => (formRef.current?.edits() ?? 0) !== seenEdits.current,
  });

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

  const save = () => {
    const values = valuesNow();
    seenEdits.current = formRef.current?.edits() ?? seenEdits.current;
    keep(values);
    saver.flush(values, true);
  };

  const fresh = async () => {
    const latest = await supplementaryApi.material();
    version.current = latest.version;
    saver.rebase(latest.version);
    return latest;
  };

  const discardDraft = async () => {
    removeDraft(scope);
    saver.drop();
    setRestored(null);
    try {
      remount((await fresh()).values);
    } catch (error) {
      setProblem(failureText(error, t));
    }
  };

  const reloadNewer = async () => {
    try {
      saver.drop();
      const latest = await fresh();
      setRestored(null);
      remount(latest.values);
    } catch (error) {
      setProblem(failureText(error, t));
    }
  };

  const keepMine = () => {
    if (saver.status.kind !== 'stale') return;
    version.current = saver.status.serverVersion;
    saver.rebase(saver.status.serverVersion);
    saver.flush(valuesNow(), true);
  };

  const fields = data.fields as UploadFieldInfo[];
  const uploadFile = useMemo(
    () => makeUploadFile(fields, { menuId: SUPPLEMENTARY_MENU_ID, projectId: base?.project_id, orgId: base?.org_id, lang: locale }, (kind) => t(kind === 'type' ? 'portal.apply.upload.portraitType' : 'portal.apply.upload.portraitSize', { mb: PORTRAIT_MAX_MB })),
    [fields, base, locale, t],
  );

  return (
    <>
      {!readOnly && <LeaveGuard unsaved={isUnsaved(saver.status)} />}
      {!readOnly && <SaveStatusLine status={saver.status} draftKept={draftKept} onRetry={() => saver.flush(valuesNow())} />}
      {restored && <DraftNotice at={restored.updatedAt} onDiscard={() => void discardDraft()} />}
      {saver.status.kind === 'stale' && <StaleNotice onReload={() => void reloadNewer()} onKeepMine={keepMine} />}
      {problem && <Alert severity="error" onClose={() => setProblem('')}>{problem}</Alert>}
      <Box>
        <PortalFormRuntime>
          <PortalForm key={form.key} ref={formRef} fields={data.fields} values={form.values} locale={locale} readOnly={readOnly} userName={user?.name} uploadFile={uploadFile} fileLink={resolveFileLink} externalErrors={serverErrors} onChange={onChange} />
        </PortalFormRuntime>
      </Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
        {!readOnly && (
          <Button variant="outlined" onClick={save} data-testid="supplement-save">
            {t('portal.apply.save.button')}
          </Button>
        )}
        <Button component={RouterLink} to="/supplement/preview" variant="contained">
          {t(readOnly ? 'portal.supplement.previewOnly' : 'portal.supplement.preview')}
        </Button>
      </Stack>
    </>
  );
}
