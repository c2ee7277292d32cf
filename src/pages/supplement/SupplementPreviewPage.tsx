import { Stack } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SupplementaryData } from '../../../protocol/supplementary';
import { Notice } from '../../../renderers/ui/Notice';
import { lazyPart } from '../../components/lazyPart';
import { PlainButton } from '../../../renderers/ui/PlainButton';
import { RouteButton } from '../../components/route/RouteButton';
import { RouteLink } from '../../components/route/RouteLink';
import { TitledPaper } from '../../components/TitledPaper';
import { useProjectStore } from '../../store';
import { PreviewModule } from '../preview/PreviewModule';
import { formatTime } from '../apply/windows';
import { IncompleteNotice } from './IncompleteNotice';
import { SupplementLoader } from './SupplementLoader';
import { SupplementStatus } from './SupplementStatus';
import { preparePortalForm } from '../../formRuntime';
import { useSupplementSubmission } from './useSupplementSubmission';

/** MUI's dialog: loaded when the submission is asked for (or its button is pointed at), not with the page. */
const SubmitDialog = lazyPart(() => import('./SubmitDialog').then((module) => module.SubmitDialog));

const preparePreview = (data: SupplementaryData) => preparePortalForm(data.fields, { mode: 'preview' });

/** `/supplement/preview`: the saved supplementary materials read-only, and their one-time submission after a confirmation. */
export default function SupplementPreviewPage() {
  const { t } = useTranslation();
  return (
    <TitledPaper id="supplement-preview-title" level={1} title={t('portal.supplement.previewTitle')}>
      <RouteLink to="/supplement">{t('portal.supplement.back')}</RouteLink>
      <SupplementLoader prepare={preparePreview}>{(data) => <SupplementPreview loaded={data} />}</SupplementLoader>
    </TitledPaper>
  );
}

function SupplementPreview({ loaded }: { loaded: SupplementaryData }) {
  const { t, i18n } = useTranslation();
  const locale = useProjectStore((state) => state.locale);
  const [asking, setAsking] = useState(false);
  const { data, busy, outcome, submit } = useSupplementSubmission(loaded);
  const module = { menu: { menuid: 0, title: {}, name: t('portal.supplement.formTitle'), options: {}, required: 1 as const, referee: 0 as const, state: 0 as const, version: data.version }, fields: data.fields, values: data.values };
  const confirm = () => {
    setAsking(false);
    void submit();
  };

  return (
    <>
      {outcome.kind === 'done' ? (
        <Notice severity="success" data-testid="supplement-success">{t('portal.supplement.success', { time: formatTime(outcome.at, i18n.language) })}</Notice>
      ) : (
        <SupplementStatus data={data} />
      )}
      {outcome.kind === 'refused' && <Notice severity="error">{outcome.message}</Notice>}
      {outcome.kind === 'incomplete' && <IncompleteNotice fields={data.fields} errors={outcome.errors} />}
      <PreviewModule module={module} title={module.menu.name} locale={locale} />
      {data.open && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
          <RouteButton to="/supplementary-form" variant="outlined">
            {t('portal.supplement.fill')}
          </RouteButton>
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
        onConfirm={confirm}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}
