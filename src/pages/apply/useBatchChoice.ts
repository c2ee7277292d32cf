import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applyApi } from '../../api';
import { failureText } from '../../components/failureText';
import { useBusyAction } from '../../components/useBusyAction';
import type { ApplyData } from './useApplyData';

/** The batch and track being chosen (starting from the applied ones), and the call that applies the choice. */
export function useBatchChoice(data: ApplyData, onChosen: () => void) {
  const { t } = useTranslation();
  const { batch, track } = data.applied;
  const [editing, setEditing] = useState(!batch);
  const [batchId, setBatchId] = useState<number | ''>(batch?.id ?? '');
  const [trackId, setTrackId] = useState<number | ''>(track && track.id !== batch?.id ? track.id : '');
  const { busy, problem: error, setProblem: setError, run } = useBusyAction();
  const chosen = data.batches.list.find((entry) => entry.id === batchId);

  const confirm = async () => {
    if (!chosen) return;
    if (chosen.tracks.length > 0 && trackId === '') return setError(t('portal.apply.batch.trackRequired'));
    await run(
      async () => {
        await applyApi.chooseBatch(chosen.id, trackId === '' ? undefined : trackId);
        setEditing(false);
        onChosen();
      },
      (failure) => failureText(failure, t),
    );
  };
  const chooseBatch = (id: number) => {
    setBatchId(id);
    setTrackId('');
    setError('');
  };
  const chooseTrack = (id: number) => {
    setTrackId(id);
    setError('');
  };
  return { editing, startEditing: () => setEditing(true), batchId, trackId, chosen, busy, error, confirm, chooseBatch, chooseTrack };
}
