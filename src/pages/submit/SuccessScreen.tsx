import { Button, Paper, Stack, Typography } from '@mui/material';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';

/** Props of {@link SuccessScreen}. */
export interface SuccessScreenProps {
  title: string;
  text: string;
}

/** A success screen: a focused heading, what happened, and where to go next. */
export function SuccessScreen({ title, text }: SuccessScreenProps) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Paper component="article" variant="outlined" aria-labelledby="success-title" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
      <Stack spacing={2} sx={{ alignItems: 'center' }}>
        <Typography ref={heading} id="success-title" component="h1" variant="h4" tabIndex={-1} sx={{ color: 'success.dark', outline: 'none' }}>
          {title}
        </Typography>
        <Typography sx={{ maxWidth: 560 }}>{text}</Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <Button component={RouterLink} to="/progress" variant="contained">
            {t('portal.submit.toProgress')}
          </Button>
          <Button component={RouterLink} to="/preview" variant="outlined">
            {t('portal.submit.toPreview')}
          </Button>
          <Button component={RouterLink} to="/" variant="text">
            {t('portal.submit.toHome')}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
