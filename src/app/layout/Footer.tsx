import { Box, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localized } from '../../i18n';
import { useProjectStore } from '../../store';
import { useProjectTitle } from '../hooks';

/** The footer appears this long after the page (spec section 9). */
export const FOOTER_DELAY_MS = 500;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The basic footer: the project's contact details, shown after 500 ms. */
export function Footer() {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  const contact = useProjectStore((state) => state.projectConfig?.contact);
  const locale = useProjectStore((state) => state.locale);
  const title = useProjectTitle();
  useEffect(() => {
    const timer = setTimeout(() => setShown(true), FOOTER_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  if (!shown) return null;
  const email = text(contact?.email);
  const phone = text(contact?.phone);
  const address = typeof contact?.address === 'object' && contact.address !== null ? localized(contact.address as Record<string, string>, locale) : text(contact?.address);
  return (
    <Box component="footer" sx={{ bgcolor: 'grey.100', color: 'text.secondary', py: 3, px: 2, mt: 4 }}>
      <Stack spacing={0.5} sx={{ maxWidth: 1200, mx: 'auto', px: { xs: 0, sm: 1 } }}>
        <Typography component="h2" variant="subtitle2" color="text.primary">
          {t('portal.footer.contact')}
        </Typography>
        {email && <Typography variant="body2">{t('portal.footer.email', { value: email })}</Typography>}
        {phone && <Typography variant="body2">{t('portal.footer.phone', { value: phone })}</Typography>}
        {address && <Typography variant="body2">{t('portal.footer.address', { value: address })}</Typography>}
        <Typography variant="body2">{t('portal.footer.copyright', { year: new Date().getFullYear(), title })}</Typography>
      </Stack>
    </Box>
  );
}
