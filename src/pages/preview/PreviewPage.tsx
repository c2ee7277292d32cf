import { Stack } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Notice } from '../../../renderers/ui/Notice';
import { useProjectTitle } from '../../app/hooks';
import { useProjectStore, useSessionStore } from '../../store';
import { LoadState } from '../../components/LoadState';
import { PlainButton } from '../../../renderers/ui/PlainButton';
import { RouteButton } from '../../components/route/RouteButton';
import { PlainPaper } from '../../../renderers/ui/PlainPaper';
import text from '../../../renderers/ui/typography.module.css';
import { RecommendationRecords } from '../home/Records';
import { rememberApplicationState } from '../submit/applicationState';
import { LifecycleActions } from '../submit/LifecycleActions';
import { PreviewBody } from './PreviewBody';
import { previewLayoutOf, visibleModules } from './previewLayout';
import { PrintHeader } from './PrintHeader';
import classes from './preview.module.css';
import { PrintStyles } from './PrintStyles';
import { usePreviewData, type PreviewBundle } from './usePreviewData';

/** `/preview`: every module read-only with its menu, the recommendation records, and a printable proof. */
export default function PreviewPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const interview = search.get('int_type') === '1';
  const { remote, retry } = usePreviewData(search.has('reload'));
  const [notice, setNotice] = useState('');
  return (
    <Stack component="article" spacing={3} aria-labelledby="preview-title">
      <PrintStyles />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
        <h1 id="preview-title" className={text.h4}>
          {interview ? t('portal.preview.interviewTitle') : t('portal.preview.title')}
        </h1>
        {remote.state === 'ready' && (
          <PlainButton variant="contained" onClick={() => window.print()} data-print="hide">
            {t('portal.preview.print')}
          </PlainButton>
        )}
      </Stack>
      {notice && (
        <Notice severity="success" role="status" data-print="hide">
          {notice}
        </Notice>
      )}
      {remote.state !== 'ready' ? (
        <LoadState area="preview" state={remote.state} error={remote.state === 'error' ? remote.error : undefined} onRetry={retry} />
      ) : (
        <PreviewContent
          bundle={remote.data}
          interview={interview}
          onChanged={(text) => {
            setNotice(text);
            retry();
          }}
        />
      )}
    </Stack>
  );
}

function PreviewContent({ bundle, interview, onChanged }: { bundle: PreviewBundle; interview: boolean; onChanged: (notice: string) => void }) {
  const { t } = useTranslation();
  const locale = useProjectStore((state) => state.locale);
  const themeName = useProjectStore((state) => state.themeName);
  const previewLayout = useProjectStore((state) => state.pageConfig?.main.layout_info.preview_layout);
  const applicant = useSessionStore((state) => state.userInfo?.name ?? '');
  const projectTitle = useProjectTitle();
  const { preview, home } = bundle;
  const modules = visibleModules(preview);
  const record = home.applications[0];
  const submitted = preview.status === 'submitted';
  return (
    <>
      <PrintHeader
        projectTitle={projectTitle}
        applicant={applicant}
        batch={record ? [record.batch_name, record.track_name].filter(Boolean).join(' · ') : ''}
        status={submitted ? t('portal.preview.statusSubmitted') : t('portal.preview.statusDraft')}
      />
      {!interview && (
        <Stack spacing={1.5} data-print="hide">
          {submitted ? (
            <Notice severity="info">{t('portal.preview.readOnly')}</Notice>
          ) : (
            <RouteButton to="/applyform" variant="outlined" className={classes.start}>
              {t('portal.preview.edit')}
            </RouteButton>
          )}
          <LifecycleActions
            status={preview.status}
            onChanged={(action) => {
              rememberApplicationState(false);
              onChanged(t(action === 'withdraw' ? 'portal.submit.withdrawn' : 'portal.submit.refilled'));
            }}
          />
        </Stack>
      )}
      {modules.length === 0 ? (
        <PlainPaper variant="outlined" className={classes.empty}>
          <p className={text.body1}>{t('portal.preview.empty')}</p>
        </PlainPaper>
      ) : (
        <PreviewBody modules={modules} layout={previewLayoutOf(previewLayout, themeName)} locale={locale} />
      )}
      {preview.showRecommendation && !interview && <RecommendationRecords records={home.recommendations} />}
    </>
  );
}
