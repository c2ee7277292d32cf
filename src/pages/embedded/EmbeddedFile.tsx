import OpenInNew from '@mui/icons-material/OpenInNew';
import { Alert, Box, Link, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { LoadingStatus } from '../../components/LoadingStatus';
import { RetryAlert } from '../../components/RetryAlert';
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
    return <LoadingStatus text={t('portal.embedded.checking')} />;
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
        <RetryAlert retryLabel={t('portal.embedded.retry')} onRetry={retry}>
          {t('portal.embedded.unreachable', { name, message: reason })}
        </RetryAlert>
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
