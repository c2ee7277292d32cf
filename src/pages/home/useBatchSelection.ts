import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { AppliedData, BatchEntry } from '../../../protocol/apply';
import { applyApi } from '../../api';
import { failureText } from '../../components/failureText';
import { useApplyStore, useProjectStore } from '../../store';

/** Choosing a batch (and track) from the home page: sets batch_state 2 unless already so, then opens the form. */
export function useBatchSelection(applied: AppliedData) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const projectId = useProjectStore((state) => state.baseParams?.project_id);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  const choose = async (batch: BatchEntry, trackId: number | undefined, title: string) => {
    const sameChoice = applied.batch?.id === batch.id && (trackId === undefined || applied.track?.id === trackId);
    if (sameChoice && applied.batch_state === 2) {
      void navigate('/applyform');
      return;
    }
    setBusy(true);
    setError('');
    try {
      const result = await applyApi.chooseBatch(batch.id, trackId);
      if (projectId !== undefined) {
        useApplyStore.getState().patchProject(projectId, { batchId: batch.id, batch_state: result.batch_state, batchState: result.batch_state, batch_title: title });
      }
      void navigate('/applyform');
    } catch (failure) {
      setError(t('portal.home.chooseFailed', { message: failureText(failure, t) }));
      setBusy(false);
    }
  };
  return { busy, error, choose };
}
