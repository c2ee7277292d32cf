import { useTranslation } from 'react-i18next';
import text from '../../../renderers/ui/typography.module.css';
import { countdown, type TimeWindow } from './batchWindow';
import classes from './Countdown.module.css';
import { useNow } from './useNow';

/** A live countdown to the window's deadline (or to its opening before it opens); nothing once closed. Only it ticks each second. */
export function Countdown({ window }: { window: TimeWindow }) {
  const { t } = useTranslation();
  const now = useNow();
  const toOpen = countdown(window.start_time, now);
  if (toOpen) {
    return <p className={`${text.body2} ${text.secondary}`}>{t('portal.home.opensIn', { days: toOpen.days, hours: toOpen.hours, minutes: toOpen.minutes })}</p>;
  }
  const left = countdown(window.end_time, now);
  if (!left) return null;
  return (
    <p role="timer" className={`${text.body2} ${classes.left}`}>
      {t('portal.home.countdown', { ...left })}
    </p>
  );
}
