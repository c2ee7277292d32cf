import { useTranslation } from 'react-i18next';
import type { ApplicationStatus } from '../../../protocol/apply';
import { PlainButton } from '../../../renderers/ui/PlainButton';
import { PlainChip } from '../../../renderers/ui/PlainChip';
import { PlainStack } from '../../../renderers/ui/PlainStack';
import text from '../../../renderers/ui/typography.module.css';
import { batchTime, canApply, windowStateAt, type TimeWindow } from './batchWindow';
import { Countdown } from './Countdown';
import classes from './TrackRow.module.css';
import { useNowAcross } from './useNow';

/** Props of {@link TrackRow}. */
export interface TrackRowProps {
  batchName: string;
  trackName: string;
  window: TimeWindow;
  status: ApplicationStatus;
  chosen: boolean;
  busy: boolean;
  onChoose: () => void;
}

/** One track (or a batch without tracks): its window, state, countdown and the choose button; drawn again when the window opens or closes. */
export function TrackRow({ batchName, trackName, window, status, chosen, busy, onChoose }: TrackRowProps) {
  const { t } = useTranslation();
  // Open from start_time, closed after end_time (batchWindow.ts), in whole seconds.
  const now = useNowAcross([window.start_time * 1000, window.end_time * 1000 + 1]);
  const state = windowStateAt(window, now);
  const label = trackName || batchName;
  return (
    <PlainStack component="li" direction="row-from-sm" spacing={1.5} centred className={classes.row}>
      <div className={classes.details}>
        <PlainStack direction="row" spacing={1} wrap centred>
          <h4 className={`${text.subtitle1} ${classes.name}`}>{label}</h4>
          <PlainChip size="small" label={t(`portal.home.state.${state}`)} color={state === 'open' ? 'success' : 'default'} variant={state === 'open' ? 'filled' : 'outlined'} />
          {chosen && <PlainChip size="small" label={t('portal.home.chosen')} color="primary" variant="outlined" />}
        </PlainStack>
        <p className={text.body2}>{t('portal.home.window', { time: batchTime(window) })}</p>
        <Countdown window={window} />
      </div>
      {canApply(window, now, status) && (
        <PlainButton
          variant={chosen ? 'outlined' : 'contained'}
          disabled={busy}
          onClick={onChoose}
          aria-label={chosen ? undefined : t('portal.home.chooseLabel', { batch: batchName, track: label })}
          className={classes.choose}
        >
          {chosen ? t('portal.home.continue') : t('portal.home.choose')}
        </PlainButton>
      )}
    </PlainStack>
  );
}
