import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import text from '../../../renderers/ui/typography.module.css';
import classes from './Completion.module.css';

/** The completion picture: a bar and "n of m modules complete". */
export function Completion({ done, total }: { done: number; total: number }) {
  const { t } = useTranslation();
  const labelId = useId();
  const percent = total === 0 ? 0 : Math.round((done / total) * 100);
  const progress = t('portal.apply.completion.text', { done, total });
  return (
    <div className={classes.completion}>
      <p id={labelId} className={`${text.body2} ${classes.label}`}>
        {t('portal.apply.completion.label')}: {progress}
      </p>
      <span role="progressbar" className={classes.track} aria-valuenow={percent} aria-valuemin={0} aria-valuemax={100} aria-labelledby={labelId} aria-valuetext={progress}>
        <span className={classes.bar} style={{ transform: `translateX(${percent - 100}%)` }} />
      </span>
    </div>
  );
}
