import { type ReactNode, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { SupplementaryData } from '../../../protocol/supplementary';
import { Notice } from '../../../renderers/ui/Notice';
import { API_STATUS } from '../../../protocol';
import { isApiFailure } from '../../api';
import * as supplementaryApi from '../../api/supplementary';
import { LoadState } from '../../components/LoadState';
import { useFormLoad } from '../formSaving/useFormLoad';

/** Props of {@link SupplementLoader}. */
export interface SupplementLoaderProps {
  children: (data: SupplementaryData, reload: () => void) => ReactNode;
  /** Loads, with the materials, the code of the form the page draws with them (keep it stable). */
  prepare?: (data: SupplementaryData) => Promise<void>;
}

/**
 * Loads the supplementary materials and renders `children` with them. Before review passed the server refuses: its
 * reason is shown as it is (already in the reader's language), as is a form that was never published.
 */
export function SupplementLoader({ children, prepare }: SupplementLoaderProps) {
  const { t } = useTranslation();
  const load = useCallback(async () => {
    const data = await supplementaryApi.material();
    await prepare?.(data);
    return data;
  }, [prepare]);
  const { remote, retry } = useFormLoad(load);
  if (remote.state === 'loading') return <LoadState area="apply" state="loading" />;
  if (remote.state === 'error') {
    if (isApiFailure(remote.error) && remote.error.status === API_STATUS.forbidden) {
      return <Notice severity="info" data-testid="supplement-unavailable">{remote.error.message}</Notice>;
    }
    return <LoadState area="apply" state="error" error={remote.error} onRetry={retry} errorText={(message) => t('portal.supplement.loadFailed', { message })} />;
  }
  if (remote.data.fields.length === 0) return <Notice severity="info" data-testid="supplement-none">{t('portal.supplement.none')}</Notice>;
  return <>{children(remote.data, retry)}</>;
}
