import { Box, Stack } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type ApplyContextValue, ApplyDataProvider, isSubmitted } from './applyContext';
import { LoadState } from '../../components/LoadState';
import text from '../../../renderers/ui/typography.module.css';
import { Notice } from '../../../renderers/ui/Notice';
import { type MenuCurrent, SideMenu } from './SideMenu';
import { useApplyData } from './useApplyData';

/** The apply-form frame: one h1, the side menu and the page's content (given the loaded data). */
export function ApplyShell({ current, children }: { current: MenuCurrent; children: (apply: ApplyContextValue) => ReactNode }) {
  const { t } = useTranslation();
  const { remote, reload, patchModule } = useApplyData();
  return (
    <Stack spacing={2}>
      <h1 className={text.h4}>{t('portal.apply.title')}</h1>
      {remote.state !== 'ready' ? (
        <LoadState area="apply" state={remote.state} error={remote.state === 'error' ? remote.error : undefined} onRetry={reload} />
      ) : (
        <ApplyBody apply={{ data: remote.data, reload, patchModule }} current={current}>
          {children}
        </ApplyBody>
      )}
    </Stack>
  );
}

function ApplyBody({ apply, current, children }: { apply: ApplyContextValue; current: MenuCurrent; children: (apply: ApplyContextValue) => ReactNode }) {
  const { t } = useTranslation();
  return (
    <ApplyDataProvider value={apply}>
      {isSubmitted(apply.data) && (
        <Notice severity="info" data-testid="apply-read-only">
          {t('portal.apply.readOnly')}
        </Notice>
      )}
      <Box sx={{ display: 'flex', flexDirection: { xs: 'column', md: 'row' }, gap: 2, alignItems: 'stretch' }}>
        <SideMenu apply={apply} current={current} />
        <Box component="section" sx={{ flex: 1, minWidth: 0 }}>
          {children(apply)}
        </Box>
      </Box>
    </ApplyDataProvider>
  );
}
