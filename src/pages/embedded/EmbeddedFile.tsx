import OpenInNew from '@mui/icons-material/OpenInNew';
import { Alert, Box, Button, CircularProgress, Link, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useFileCheck } from './useFileCheck';

export interface EmbeddedFileProps {
  /** The accepted address (a path on the portal's origin). */
  href: string;
  /** The file's name, for the frame title and the messages. */
  name: string;
}

/** Checks the file, then shows a PDF in the browser's viewer, or says why it cannot; a direct link whenever it exists. */
export function EmbeddedFile({ href, name }: EmbeddedFileProps) {
  const { t } = useTranslation();
  const { check, retry } = useFileCheck(href);
  if (!check) {
    return (
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 3 }}>
        <CircularProgress size={24} aria-hidden />
        <Typography>{t('portal.embedded.checking')}</Typography>
      </Box>
    );
  }
  if (check.state === 'missing') return <Alert severity="error">{t('portal.embedded.notFound', { name })}</Alert>;
  const link = (
    <Link href={href} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, overflowWrap: 'anywhere' }}>
      {t('portal.embedded.open', { name })}
      <OpenInNew fontSize="small" aria-hidden />
    </Link>
  );
  if (check.state === 'unreachable') {
    const reason = check.status ? t('portal.errors.status', { status: check.status }) : t('portal.errors.network');
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={retry}>
              {t('portal.embedded.retry')}
            </Button>
          }
        >
          {t('portal.embedded.unreachable', { name, message: reason })}
        </Alert>
        {link}
      </Stack>
    );
  }
  if (check.state === 'other') {
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Alert severity="info">{t('portal.embedded.notPdf', { name })}</Alert>
        {link}
      </Stack>
    );
  }
  return (
    <Stack spacing={2}>
      {link}
      <Box component="iframe" src={href} title={t('portal.embedded.frameTitle', { name })} sx={{ width: '100%', height: '100vh', border: 1, borderColor: 'divider' }} />
    </Stack>
  );
}
