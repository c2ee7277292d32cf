import { useTranslation } from 'react-i18next';
import type { RetestArrangement } from '../../../protocol/retest';
import text from '../../../renderers/ui/typography.module.css';
import { formatAppointment } from '../apply/windows';
import classes from './Arrangements.module.css';

/** The re-examination arrangements: title, time in the reader's language and place (and a notice when given). */
export function Arrangements({ list }: { list: RetestArrangement[] }) {
  const { t, i18n } = useTranslation();
  return (
    <ul aria-labelledby="retest-arrangements" className={classes.list} data-testid="retest-arrangements">
      {list.map((item) => (
        <li key={item.id} className={classes.item} data-testid="retest-arrangement">
          <div className={classes.lines}>
            <h3 className={`${text.subtitle1} ${classes.title}`}>{item.title || t('portal.retest.untitled')}</h3>
            <p className={text.body2}>{t('portal.retest.time', { time: item.time ? formatAppointment(item.time, i18n.language) : '--' })}</p>
            <p className={text.body2}>{t('portal.retest.place', { place: item.place || '--' })}</p>
            {item.notice && <p className={`${text.body2} ${text.secondary} ${classes.notice}`}>{item.notice}</p>}
          </div>
        </li>
      ))}
    </ul>
  );
}
