import { Stack } from '@mui/material';
import { Suspense } from 'react';
import { deferredComponent } from '../../../renderers/deferred/deferredComponent';
import { useTranslation } from 'react-i18next';
import type { BatchEntry } from '../../../protocol/apply';
import { Notice } from '../../../renderers/ui/Notice';
import { PlainButton } from '../../../renderers/ui/PlainButton';
import text from '../../../renderers/ui/typography.module.css';
import classes from './BatchChooser.module.css';
import { type ApplyData } from './useApplyData';
import { useBatchChoice } from './useBatchChoice';
import { windowText } from './windows';

/** MUI's TextField select and its menu: loaded only while a batch is being chosen, so no form route carries them. */
const BatchSelects = deferredComponent('BatchSelects', () => import('./BatchSelects').then((module) => module.default));

interface BatchChooserProps {
  data: ApplyData;
  readOnly: boolean;
  onChosen(): void;
}

/** The batch and track choice (required before any module): windows shown, only open ones selectable. */
export function BatchChooser({ data, readOnly, onChosen }: BatchChooserProps) {
  const { t, i18n } = useTranslation();
  const { batch, track } = data.applied;
  const { editing, startEditing, batchId, trackId, chosen, busy, error, confirm, chooseBatch, chooseTrack } = useBatchChoice(data, onChosen);
  const label = (entry: Pick<BatchEntry, 'name' | 'window' | 'start_time' | 'end_time'>) => `${entry.name} — ${windowText(entry, t, i18n.language)}`;

  const summary = batch ? [batch.name, track && track.id !== batch.id ? track.name : ''].filter(Boolean).join(' / ') : '';
  return (
    <section aria-labelledby="apply-batch-heading" className={classes.chooser}>
      <h2 id="apply-batch-heading" className={`${text.subtitle1} ${classes.heading}`}>
        {t('portal.apply.batch.heading')} <span aria-hidden="true">*</span>
      </h2>
      {batch && !editing ? (
        <div className={classes.chosen}>
          <p className={text.body2} data-testid="apply-batch-chosen">
            {t('portal.apply.batch.chosen', { name: summary })}
          </p>
          {!readOnly && (
            <PlainButton size="small" onClick={startEditing}>
              {t('portal.apply.batch.change')}
            </PlainButton>
          )}
        </div>
      ) : data.batches.list.length === 0 ? (
        <p className={text.body2}>{t('portal.apply.batch.none')}</p>
      ) : (
        <Suspense fallback={null}>
          <Stack spacing={1.5} className={classes.choice}>
            <BatchSelects
              batches={data.batches.list}
              batchId={batchId}
              trackId={trackId}
              chosen={chosen}
              label={label}
              onBatch={chooseBatch}
              onTrack={chooseTrack}
            />
            <PlainButton variant="contained" size="small" disabled={!chosen || busy} onClick={() => void confirm()}>
              {t('portal.apply.batch.confirm')}
            </PlainButton>
            {error && <Notice severity="error">{error}</Notice>}
          </Stack>
        </Suspense>
      )}
    </section>
  );
}
