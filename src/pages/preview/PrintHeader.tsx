import { Box, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../home/batchWindow';

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
    <Box className="preview-print-header" sx={{ display: 'none', '@media print': { display: 'block', borderBottom: '2px solid #000', pb: 1, mb: 2 } }}>
      <Typography sx={{ fontSize: 18, fontWeight: 700 }}>
        {projectTitle} · {t('portal.preview.proof')}
      </Typography>
      <Typography>{t('portal.preview.applicant', { name: applicant })}</Typography>
      {batch && <Typography>{t('portal.preview.batch', { batch })}</Typography>}
      <Typography>{t('portal.preview.status', { status })}</Typography>
      <Typography>{t('portal.preview.printed', { date: today })}</Typography>
    </Box>
  );
}
