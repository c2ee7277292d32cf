import { Alert, Paper, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { AppliedData, BatchEntry } from '../../../protocol/apply';
import { applyApi } from '../../api';
import { useApplyStore, useProjectStore } from '../../store';
import { failureText } from '../../components/failureText';
import { TrackRow } from './TrackRow';

/** Props of {@link BatchList}. */
export interface BatchListProps {
  batches: BatchEntry[];
  applied: AppliedData;
}

/** The batches with their tracks, windows and countdowns; choosing one sets batch_state 2 and opens the form. */
export function BatchList({ batches, applied }: BatchListProps) {
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

  if (batches.length === 0) return <Alert severity="info">{t('portal.home.noBatches')}</Alert>;
  return (
    <Stack spacing={2}>
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      {batches.map((batch) => {
        const rows = batch.tracks.length > 0 ? batch.tracks : [{ ...batch, batch_id: batch.id, id: 0 }];
        return (
          <Paper key={batch.id} component="section" variant="outlined" aria-labelledby={`batch-${batch.id}`} sx={{ p: { xs: 1.5, sm: 2 } }}>
            <Typography id={`batch-${batch.id}`} component="h3" variant="h6">
              {batch.name}
            </Typography>
            <Stack component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {rows.map((track) => (
                <TrackRow
                  key={track.id}
                  batchName={batch.name}
                  trackName={track.id === 0 ? '' : track.name}
                  window={track}
                  status={applied.status}
                  chosen={applied.batch?.id === batch.id && (track.id === 0 || applied.track?.id === track.id)}
                  busy={busy}
                  onChoose={() => void choose(batch, track.id === 0 ? undefined : track.id, `${batch.name}${track.id === 0 ? '' : ` · ${track.name}`}`)}
                />
              ))}
            </Stack>
          </Paper>
        );
      })}
    </Stack>
  );
}
