import { Stack } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldError } from '../../../protocol/apply';
import type { SupplementaryData } from '../../../protocol/supplementary';
import { Notice } from '../../../renderers/plain/Notice';
import { fieldErrorsOf, isApiFailure } from '../../api';
import * as supplementaryApi from '../../api/supplementary';
import { failureText } from '../../components/failureText';
import { lazyPart } from '../../components/lazyPart';
import { PlainButton } from '../../components/plain/PlainButton';
import { PlainLink } from '../../components/plain/PlainLink';
import { TitledPaper } from '../../components/TitledPaper';
import { type Locale, useProjectStore } from '../../store';
import { pickText } from '../../../schema-adapters';
import { fieldOfPath, type UploadFieldInfo } from '../apply/uploads';
import { PreviewModule } from '../preview/PreviewModule';
import { formatTime } from '../apply/windows';
import { SupplementLoader } from './SupplementLoader';
import { SupplementStatus } from './SupplementStatus';
import { preparePortalForm } from '../../formRuntime';

/** MUI's dialog: loaded when the submission is asked for (or its button is pointed at), not with the page. */
const SubmitDialog = lazyPart(() => import('./SubmitDialog').then((module) => module.SubmitDialog));

type Outcome = { kind: 'none' } | { kind: 'done'; at: number } | { kind: 'incomplete'; errors: FieldError[] } | { kind: 'refused'; message: string };

/** The label of the field an error is at (a column: its group's field), in the reader's language; the path when unknown. */
const preparePreview = (data: SupplementaryData) => preparePortalForm(data.fields, { mode: 'preview' });

const labelOf = (fields: unknown[], path: string, locale: Locale): string => {
  const definition = fieldOfPath(fields as UploadFieldInfo[], path) as (UploadFieldInfo & { name?: unknown }) | undefined;
  return (definition && pickText(definition.name as Parameters<typeof pickText>[0], locale)) || path;
};

const refusedFields = (error: unknown): FieldError[] | null => {
  const errors = fieldErrorsOf(error);
  return errors.length > 0 ? errors : null;
};

/** `/supplement/preview`: the saved supplementary materials read-only, and their one-time submission after a confirmation. */
export default function SupplementPreviewPage() {
  const { t } = useTranslation();
  return (
    <TitledPaper id="supplement-preview-title" level={1} title={t('portal.supplement.previewTitle')}>
      <PlainLink to="/supplement">{t('portal.supplement.back')}</PlainLink>
      <SupplementLoader prepare={preparePreview}>{(data) => <SupplementPreview loaded={data} />}</SupplementLoader>
    </TitledPaper>
  );
}

function SupplementPreview({ loaded }: { loaded: SupplementaryData }) {
  const { t, i18n } = useTranslation();
  const locale = useProjectStore((state) => state.locale);
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'none' });
  // Kept here rather than reloaded through the loader, so the outcome stays on screen.
  const [data, setData] = useState(loaded);
  const module = { menu: { menuid: 0, title: {}, name: t('portal.supplement.formTitle'), options: {}, required: 1 as const, referee: 0 as const, state: 0 as const, version: data.version }, fields: data.fields, values: data.values };

  const submit = async () => {
    setAsking(false);
    setBusy(true);
    try {
      const result = await supplementaryApi.submit(data.values);
      setOutcome({ kind: 'done', at: result.submitted_at });
      setData((current) => ({ ...current, submitted_at: result.submitted_at, open: false, state: 2 }));
    } catch (error) {
      const errors = refusedFields(error);
      setOutcome(errors ? { kind: 'incomplete', errors } : { kind: 'refused', message: failureText(error, t) });
      if (!errors && isApiFailure(error)) setData(await supplementaryApi.material().catch(() => data));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      {outcome.kind === 'done' ? (
        <Notice severity="success" data-testid="supplement-success">{t('portal.supplement.success', { time: formatTime(outcome.at, i18n.language) })}</Notice>
      ) : (
        <SupplementStatus data={data} />
      )}
      {outcome.kind === 'refused' && <Notice severity="error">{outcome.message}</Notice>}
      {outcome.kind === 'incomplete' && (
        <Notice
          severity="error"
          data-testid="supplement-incomplete"
          action={
            <PlainButton color="inherit" size="small" to="/supplementary-form" linkState={{ errors: outcome.errors }}>
              {t('portal.supplement.toForm')}
            </PlainButton>
          }
        >
          {t('portal.supplement.incomplete')}
          <ul>
            {outcome.errors.map((error) => (
              <li key={`${error.field}:${error.keyword}`}>{t('portal.supplement.fieldError', { field: labelOf(data.fields, error.field, locale), message: error.message })}</li>
            ))}
          </ul>
        </Notice>
      )}
      <PreviewModule module={module} title={module.menu.name} locale={locale} />
      {data.open && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
          <PlainButton to="/supplementary-form" variant="outlined">
            {t('portal.supplement.fill')}
          </PlainButton>
          <PlainButton variant="contained" disabled={busy} onClick={() => setAsking(true)} onPointerEnter={SubmitDialog.preload} onFocus={SubmitDialog.preload} data-testid="supplement-submit">
            {t(busy ? 'portal.supplement.submitting' : 'portal.supplement.submit')}
          </PlainButton>
        </Stack>
      )}
      <SubmitDialog
        when={asking}
        failed={
          <Notice severity="error" onClose={() => setAsking(false)} closeLabel={t('portal.common.close')}>
            {t('portal.common.partFailed')}
          </Notice>
        }
        open={asking}
        onConfirm={() => void submit()}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}
