import { Box, LinearProgress, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** The completion picture: a bar and "n of m modules complete". */
export function Completion({ done, total }: { done: number; total: number }) {
  const { t } = useTranslation();
  const labelId = useId();
  const percent = total === 0 ? 0 : Math.round((done / total) * 100);
  const text = t('portal.apply.completion.text', { done, total });
  return (
    <Box sx={{ px: 2, py: 1.5 }}>
      <Typography id={labelId} variant="body2" sx={{ mb: 0.5 }}>
        {t('portal.apply.completion.label')}: {text}
      </Typography>
      <LinearProgress variant="determinate" value={percent} aria-labelledby={labelId} aria-valuetext={text} sx={{ height: 8, borderRadius: 4 }} />
    </Box>
  );
}
