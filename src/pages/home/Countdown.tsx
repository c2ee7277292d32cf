import { Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { countdown, type TimeWindow } from './batchWindow';
import { useNow } from './useNow';

/** A live countdown to the window's deadline (or to its opening before it opens); nothing once closed. Only it ticks each second. */
export function Countdown({ window }: { window: TimeWindow }) {
  const { t } = useTranslation();
  const now = useNow();
  const toOpen = countdown(window.start_time, now);
  if (toOpen) {
    return (
      <Typography variant="body2" color="text.secondary">
        {t('portal.home.opensIn', { days: toOpen.days, hours: toOpen.hours, minutes: toOpen.minutes })}
      </Typography>
    );
  }
  const left = countdown(window.end_time, now);
  if (!left) return null;
  return (
    <Typography variant="body2" role="timer" sx={{ color: 'text.primary', fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
      {t('portal.home.countdown', { ...left })}
    </Typography>
  );
}
