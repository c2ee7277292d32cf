import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import text from '../../../renderers/ui/typography.module.css';
import { formatTime } from '../home/batchWindow';
import classes from './PrintHeader.module.css';

/** Props of {@link PrintHeader}. */
export interface PrintHeaderProps {
  projectTitle: string;
  applicant: string;
  batch: string;
  status: string;
}

/** The proof's header: shown on paper only (project, applicant, batch and track, status, date). */
export function PrintHeader({ projectTitle, applicant, batch, status }: PrintHeaderProps) {
  const { t } = useTranslation();
  const [today] = useState(() => formatTime(Math.floor(Date.now() / 1000), false));
  return (
    <div className={`preview-print-header ${classes.header}`}>
      <p className={`${text.body1} ${classes.project}`}>
        {projectTitle} · {t('portal.preview.proof')}
      </p>
      <p className={text.body1}>{t('portal.preview.applicant', { name: applicant })}</p>
      {batch && <p className={text.body1}>{t('portal.preview.batch', { batch })}</p>}
      <p className={text.body1}>{t('portal.preview.status', { status })}</p>
      <p className={text.body1}>{t('portal.preview.printed', { date: today })}</p>
    </div>
  );
}
