import { Box, Button, Chip, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { ApplicationStatus } from '../../../protocol/apply';
import { batchTime, canApply, windowStateAt, type TimeWindow } from './batchWindow';
import { Countdown } from './Countdown';
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
    <Stack component="li" direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ py: 1.5, alignItems: { sm: 'center' }, borderTop: 1, borderColor: 'divider' }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography component="h4" variant="subtitle1" sx={{ fontWeight: 600 }}>
            {label}
          </Typography>
          <Chip size="small" label={t(`portal.home.state.${state}`)} color={state === 'open' ? 'success' : 'default'} variant={state === 'open' ? 'filled' : 'outlined'} />
          {chosen && <Chip size="small" label={t('portal.home.chosen')} color="primary" variant="outlined" />}
        </Stack>
        <Typography variant="body2">{t('portal.home.window', { time: batchTime(window) })}</Typography>
        <Countdown window={window} />
      </Box>
      {canApply(window, now, status) && (
        <Button
          variant={chosen ? 'outlined' : 'contained'}
          disabled={busy}
          onClick={onChoose}
          aria-label={chosen ? undefined : t('portal.home.chooseLabel', { batch: batchName, track: label })}
        >
          {chosen ? t('portal.home.continue') : t('portal.home.choose')}
        </Button>
      )}
    </Stack>
  );
}
