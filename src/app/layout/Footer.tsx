import { Box, Link, Stack, Typography } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useProjectStore } from '../../store';
import { useProjectTitle } from '../hooks';
import { FOOTER_LINK_ROUTES, footerContact, footerLinks } from './footerContact';

/** The footer appears this long after the page (spec section 9). */
export const FOOTER_DELAY_MS = 500;

/** The institution's footer: contact details and links in its own layout and colours, shown after 500 ms. */
export function Footer() {
  const { t } = useTranslation();
  const { portal } = useTheme();
  const { footer } = portal;
  const { surface } = footer;
  const [shown, setShown] = useState(false);
  const config = useProjectStore((state) => state.projectConfig?.contact);
  const locale = useProjectStore((state) => state.locale);
  const title = useProjectTitle();
  useEffect(() => {
    const timer = setTimeout(() => setShown(true), FOOTER_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  if (!shown) return null;
  const contact = footerContact(config, locale);
  const centred = footer.variant === 'centered' || footer.variant === 'rounded';
  const linkSx = { color: surface.link, textDecoration: 'underline', textDecorationColor: 'currentColor', textUnderlineOffset: 3, '&:focus-visible': { outline: `2px solid ${surface.link}`, outlineOffset: 2 } };
  const heading = (text: string) => (
    <Typography component="h2" sx={{ color: surface.heading, fontWeight: 700, fontSize: 15, mb: 1, fontFamily: portal.headingFont, textTransform: portal.institution === 'ssm' ? 'uppercase' : 'none', letterSpacing: portal.institution === 'ssm' ? '0.1em' : 0 }}>
      {text}
    </Typography>
  );
  const contactBlock = (
    <Box data-footer-contact="">
      {heading(t('portal.footer.contact'))}
      <Stack spacing={0.5} sx={{ fontSize: 14, alignItems: centred ? 'center' : 'flex-start' }}>
        {contact.email && <Link href={`mailto:${contact.email}`} sx={linkSx}>{t('portal.footer.email', { value: contact.email })}</Link>}
        {contact.phone && <Link href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`} sx={linkSx}>{t('portal.footer.phone', { value: contact.phone })}</Link>}
        {contact.address && <span>{t('portal.footer.address', { value: contact.address })}</span>}
      </Stack>
    </Box>
  );
  const linksBlock = (
    <Box component="nav" aria-label={t('portal.footer.links')}>
      {heading(t('portal.footer.links'))}
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexDirection: centred ? 'row' : 'column', flexWrap: 'wrap', gap: centred ? 2 : 0.5, justifyContent: centred ? 'center' : 'flex-start', fontSize: 14 }}>
        {footerLinks(footer.links).map((key) => (
          <li key={key}><Link component={RouterLink} to={FOOTER_LINK_ROUTES[key]} sx={linkSx}>{t(`portal.footer.link.${key}`)}</Link></li>
        ))}
        {contact.website && <li><Link href={contact.website} target="_blank" rel="noopener noreferrer" sx={linkSx}>{t('portal.footer.link.website')}</Link></li>}
      </Box>
    </Box>
  );
  const columns = centred ? '1fr' : footer.variant === 'split' ? { xs: '1fr', sm: '2fr 1fr' } : { xs: '1fr', sm: '1fr 1fr 1fr' };
  return (
    <Box
      component="footer"
      data-institution={portal.institution}
      data-footer-variant={footer.variant}
      sx={{ bgcolor: surface.bg, color: surface.fg, px: 2, pt: 4, pb: 3, borderTop: footer.variant === 'rounded' ? 'none' : `4px solid ${footer.rule}`, borderRadius: footer.variant === 'rounded' ? '32px 32px 0 0' : 0 }}
    >
      <Box sx={{ maxWidth: 1200, mx: 'auto', display: 'grid', gap: 3, gridTemplateColumns: columns, textAlign: centred ? 'center' : 'left' }}>
        {footer.variant === 'columns' && (
          <Box>
            {heading(title)}
            <Typography sx={{ fontSize: 14, color: surface.muted }}>{t('portal.footer.copyright', { year: new Date().getFullYear(), title })}</Typography>
          </Box>
        )}
        {contactBlock}
        {linksBlock}
      </Box>
      {footer.variant !== 'columns' && (
        <Typography sx={{ maxWidth: 1200, mx: 'auto', mt: 3, pt: 2, fontSize: 13, color: surface.muted, textAlign: centred ? 'center' : 'left', borderTop: `1px solid ${surface.muted}` }}>
          {t('portal.footer.copyright', { year: new Date().getFullYear(), title })}
        </Typography>
      )}
    </Box>
  );
}
