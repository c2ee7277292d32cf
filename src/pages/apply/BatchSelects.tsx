import { MenuItem, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { BatchEntry } from '../../../protocol/apply';

/** Props of {@link BatchSelects}. */
export interface BatchSelectsProps {
  batches: BatchEntry[];
  batchId: number | '';
  trackId: number | '';
  /** The chosen batch's entry, when one is chosen. */
  chosen: BatchEntry | undefined;
  label: (entry: Pick<BatchEntry, 'name' | 'window' | 'start_time' | 'end_time'>) => string;
  onBatch: (id: number) => void;
  onTrack: (id: number) => void;
}

/** The batch select and, for a batch with tracks, the track select: only open windows can be chosen. */
export default function BatchSelects({ batches, batchId, trackId, chosen, label, onBatch, onTrack }: BatchSelectsProps) {
  const { t } = useTranslation();
  return (
    <>
      <TextField select size="small" required label={t('portal.apply.batch.batch')} value={batchId} onChange={(event) => onBatch(Number(event.target.value))}>
        {batches.map((entry) => (
          <MenuItem key={entry.id} value={entry.id} disabled={entry.window !== 'open'}>
            {label(entry)}
          </MenuItem>
        ))}
      </TextField>
      {chosen && chosen.tracks.length > 0 && (
        <TextField select size="small" required label={t('portal.apply.batch.track')} value={trackId} onChange={(event) => onTrack(Number(event.target.value))}>
          {chosen.tracks.map((entry) => (
            <MenuItem key={entry.id} value={entry.id} disabled={entry.window !== 'open'}>
              {label(entry)}
            </MenuItem>
          ))}
        </TextField>
      )}
    </>
  );
}
