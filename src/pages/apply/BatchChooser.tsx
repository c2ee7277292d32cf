import { Stack } from '@mui/material';
import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BatchEntry } from '../../../protocol/apply';
import { Notice } from '../../../renderers/plain/Notice';
import { applyApi } from '../../api';
import { PlainButton } from '../../components/plain/PlainButton';
import text from '../../components/plain/typography.module.css';
import classes from './BatchChooser.module.css';
import { type ApplyData } from './useApplyData';
import { failureText } from '../../components/failureText';
import { windowText } from './windows';

/** MUI's TextField select and its menu: loaded only while a batch is being chosen, so no form route carries them. */
const BatchSelects = lazy(() => import('./BatchSelects'));

interface BatchChooserProps {
  data: ApplyData;
  readOnly: boolean;
  onChosen(): void;
}

/** The batch and track choice (required before any module): windows shown, only open ones selectable. */
export function BatchChooser({ data, readOnly, onChosen }: BatchChooserProps) {
  const { t, i18n } = useTranslation();
  const { batch, track } = data.applied;
  const [editing, setEditing] = useState(!batch);
  const [batchId, setBatchId] = useState<number | ''>(batch?.id ?? '');
  const [trackId, setTrackId] = useState<number | ''>(track && track.id !== batch?.id ? track.id : '');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const chosen = data.batches.list.find((entry) => entry.id === batchId);
  const label = (entry: Pick<BatchEntry, 'name' | 'window' | 'start_time' | 'end_time'>) => `${entry.name} — ${windowText(entry, t, i18n.language)}`;

  const confirm = async () => {
    if (!chosen) return;
    if (chosen.tracks.length > 0 && trackId === '') return setError(t('portal.apply.batch.trackRequired'));
    setBusy(true);
    setError('');
    try {
      await applyApi.chooseBatch(chosen.id, trackId === '' ? undefined : trackId);
      setEditing(false);
      onChosen();
    } catch (failure) {
      setError(failureText(failure, t));
    } finally {
      setBusy(false);
    }
  };

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
            <PlainButton size="small" onClick={() => setEditing(true)}>
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
              onBatch={(id) => {
                setBatchId(id);
                setTrackId('');
                setError('');
              }}
              onTrack={(id) => {
                setTrackId(id);
                setError('');
              }}
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
