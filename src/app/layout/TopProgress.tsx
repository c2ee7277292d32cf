import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PROGRESS_THROTTLE_MS, progressAt } from '../progress';
import classes from './TopProgress.module.css';

/** Props of {@link TopProgress}. */
export interface TopProgressProps {
  /** True while route data loads. */
  loading: boolean;
}

/** The top progress bar (a light determinate bar, as MUI's LinearProgress draws it): 0 to 100 over 5000 ms, moving every 200 ms; jumps to 100 and hides when the load ends. */
export function TopProgress({ loading }: TopProgressProps) {
  const { t } = useTranslation();
  const [shown, setShown] = useState<{ value: number; visible: boolean }>({ value: 0, visible: false });
  useEffect(() => {
    if (loading) {
      const started = Date.now();
      const tick = setInterval(() => setShown({ value: progressAt(Date.now() - started), visible: true }), PROGRESS_THROTTLE_MS);
      return () => clearInterval(tick);
    }
    const finish = setTimeout(() => setShown((current) => (current.visible ? { value: 100, visible: true } : current)), 0);
    const hide = setTimeout(() => setShown({ value: 0, visible: false }), PROGRESS_THROTTLE_MS);
    return () => {
      clearTimeout(finish);
      clearTimeout(hide);
    };
  }, [loading]);
  const value = loading && !shown.visible ? 0 : shown.value;
  if (!loading && !shown.visible) return null;
  const percent = Math.round(value);
  return (
    <div role="progressbar" aria-label={t('portal.common.pageLoading')} aria-valuenow={percent} aria-valuemin={0} aria-valuemax={100} className={classes.track}>
      <div className={classes.bar} style={{ transform: `translateX(${percent - 100}%)` }} />
    </div>
  );
}
