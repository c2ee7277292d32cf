import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppliedData, BatchEntry } from '../../../protocol/apply';
import { Notice } from '../../../renderers/ui/Notice';
import { PlainPaper } from '../../../renderers/ui/PlainPaper';
import { PlainStack } from '../../../renderers/ui/PlainStack';
import text from '../../../renderers/ui/typography.module.css';
import classes from './BatchList.module.css';
import { TrackRow } from './TrackRow';
import { useBatchSelection } from './useBatchSelection';

/** Props of {@link BatchList}. */
export interface BatchListProps {
  batches: BatchEntry[];
  applied: AppliedData;
}

/**
 * The batches with their tracks, windows and countdowns; choosing one sets batch_state 2 and opens the form. Drawn
 * again only when its data changes, not when the payment records arrive.
 */
export const BatchList = memo(function BatchList({ batches, applied }: BatchListProps) {
  const { t } = useTranslation();
  const { busy, error, choose } = useBatchSelection(applied);

  if (batches.length === 0) return <Notice severity="info">{t('portal.home.noBatches')}</Notice>;
  return (
    <PlainStack spacing={2}>
      {error && (
        <Notice severity="error" role="alert">
          {error}
        </Notice>
      )}
      {batches.map((batch) => {
        const rows = batch.tracks.length > 0 ? batch.tracks : [{ ...batch, batch_id: batch.id, id: 0 }];
        return (
          <PlainPaper key={batch.id} component="section" variant="outlined" aria-labelledby={`batch-${batch.id}`} className={classes.batch}>
            <h3 id={`batch-${batch.id}`} className={text.h6}>
              {batch.name}
            </h3>
            <PlainStack component="ul">
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
            </PlainStack>
          </PlainPaper>
        );
      })}
    </PlainStack>
  );
});
