import { Alert, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { EmbeddedFile } from './EmbeddedFile';
import { resolveFileAddress } from './fileAddress';
import { fileNameOf } from './fileName';

/** `/embedded_h5?url=…` (or `?file=…`): a file of the portal's own site in the browser's PDF viewer. */
export default function EmbeddedPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const address = resolveFileAddress(search.get('url') || search.get('file'), window.location);
  const name = address.ok ? fileNameOf(address.href) || t('portal.embedded.untitled') : '';
  return (
    <Stack component="article" spacing={2} aria-labelledby="embedded-title" sx={{ minWidth: 0 }}>
      <Typography id="embedded-title" component="h1" variant="h5" sx={{ overflowWrap: 'anywhere' }}>
        {name || t('portal.embedded.title')}
      </Typography>
      {address.ok ? <EmbeddedFile href={address.href} name={name} /> : <Alert severity="error">{t(`portal.embedded.problem.${address.problem}`)}</Alert>}
    </Stack>
  );
}
