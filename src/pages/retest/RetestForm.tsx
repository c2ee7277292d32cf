import { Alert, Box, Button, Chip, Paper, Stack, Typography } from '@mui/material';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldError, SaveData } from '../../../protocol/apply';
import { RETEST_MENU_ID, type RetestData } from '../../../protocol/retest';
import { PortalForm, type PortalFormHandle } from '../../../renderers';
import { deepEqual } from '../../../schema-adapters/validators/deepEqual';
import { retestInfo } from '../../api/results';
import { resolveFileLink } from '../../api/fileLinks';
import { failureText } from '../../components/failureText';
import { PortalFormRuntime } from '../../formRuntime';
import { useProjectStore, useSessionStore } from '../../store';
import { type Draft, type DraftScope, readDraft, removeDraft, writeDraft } from '../apply/draftStore';
import { DraftNotice, StaleNotice } from '../apply/Notices';
import { openingOf } from '../apply/restore';
import { SaveStatusLine } from '../apply/SaveStatusLine';
import { isUnsaved } from '../apply/useAutosave';
import { LeaveGuard } from '../apply/useLeaveGuard';
import { useRetestSaver } from './useRetestSaver';

type Values = Record<string, unknown>;

/** Partly filled (1) or complete (2), as the server judged the last save. */
function StateChip({ state }: { state: 0 | 1 | 2 }) {
  const { t } = useTranslation();
  if (state === 0) return <Chip size="small" variant="outlined" label={t('portal.retest.state.none')} data-testid="retest-state" data-state={0} />;
  return <Chip size="small" color={state === 2 ? 'success' : 'warning'} label={t(state === 2 ? 'portal.retest.state.complete' : 'portal.retest.state.partial')} data-testid="retest-state" data-state={state} />;
}

/** The re-examination form: draft kept in the browser on every change, autosave, retries, stale-version handling. */
export function RetestForm({ retest }: { retest: RetestData }) {
  const { t } = useTranslation();
  const locale = useProjectStore((state) => state.locale);
  const base = useProjectStore((state) => state.baseParams);
  const user = useSessionStore((state) => state.userInfo);
  const scope = useMemo<DraftScope>(() => ({ projectId: base?.project_id ?? 0, uid: user?.uid ?? '', menuId: RETEST_MENU_ID }), [base, user]);
  const [opening] = useState(() => {
    const found = openingOf(retest, readDraft(scope), false);
    if (found.forgetDraft) removeDraft(scope);
    return found;
  });
  const [form, setForm] = useState({ values: opening.values, key: 0 });
  const [restored, setRestored] = useState<Draft | null>(opening.restored);
  const [state, setState] = useState(retest.state);
  const [serverErrors, setServerErrors] = useState<FieldError[]>([]);
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
      setState(result.state);
      setServerErrors((previous) => (manual ? result.errors : previous.filter((error) => result.errors.some((still) => still.field === error.field && still.keyword === error.keyword))));
      const now = formRef.current?.values() ?? shown.current;
      if (!stillUnsaved || deepEqual(values, now)) removeDraft(scope);
      else writeDraft(scope, { values: now, baseVersion: result.version, updatedAt: Date.now() });
      setRestored(null);
    },
    [scope],
  );
  const saver = useRetestSaver(opening.version, true, onSaved, () => formRef.current?.values());

  const keep = (values: Values) => {
    shown.current = values;
    setDraftKept(writeDraft(scope, { values, baseVersion: version.current, updatedAt: Date.now() }));
  };
  const onChange = (values: Values) => {
    const edits = formRef.current?.edits() ?? 0;
    if (edits === seenEdits.current) return;
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
  const reload = async (discard: boolean) => {
    try {
      const fresh = await retestInfo();
      if (discard) removeDraft(scope);
      saver.drop();
      version.current = fresh.version;
      saver.rebase(fresh.version);
      setState(fresh.state);
      setRestored(null);
      remount(fresh.values);
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

  return (
    <Paper component="section" variant="outlined" aria-labelledby="retest-form-title" sx={{ p: { xs: 2, sm: 3 } }}>
      <LeaveGuard unsaved={isUnsaved(saver.status)} />
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
        <Typography id="retest-form-title" component="h2" variant="h5">
          {t('portal.retest.formTitle')}
        </Typography>
        <StateChip state={state} />
      </Stack>
      <SaveStatusLine status={saver.status} draftKept={draftKept} onRetry={() => saver.flush(valuesNow())} />
      {restored && <DraftNotice at={restored.updatedAt} onDiscard={() => void reload(true)} />}
      {saver.status.kind === 'stale' && <StaleNotice onReload={() => void reload(true)} onKeepMine={keepMine} />}
      {problem && (
        <Alert severity="error" onClose={() => setProblem('')} sx={{ mb: 1 }}>
          {problem}
        </Alert>
      )}
      <Box>
        <PortalFormRuntime>
          <PortalForm key={form.key} ref={formRef} fields={retest.fields} values={form.values} locale={locale} userName={user?.name} fileLink={resolveFileLink} externalErrors={serverErrors} onChange={onChange} />
        </PortalFormRuntime>
      </Box>
      <Stack direction="row" sx={{ justifyContent: 'flex-end', pt: 2 }}>
        <Button variant="contained" onClick={save} data-testid="retest-save">
          {t('portal.retest.save')}
        </Button>
      </Stack>
    </Paper>
  );
}
