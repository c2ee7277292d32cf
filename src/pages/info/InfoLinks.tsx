import { Link, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';

const LINKS = [
  { key: 'guide', to: '/guide' },
  { key: 'applicationGuide', to: '/application_guide' },
  { key: 'statement', to: '/statement' },
  { key: 'feedback', to: '/feedback' },
] as const;

/** Props of {@link InfoLinks}. */
export interface InfoLinksProps {
  /** The screen the links are on (left out of the list). */
  exclude?: (typeof LINKS)[number]['key'];
}

/** "More help": links to the guide, the application guide, the statement and feedback. */
export function InfoLinks({ exclude }: InfoLinksProps) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <Stack component="nav" aria-labelledby={headingId} spacing={1} sx={{ pt: 1 }}>
      <Typography id={headingId} component="h2" variant="h6">
        {t('portal.info.help.links')}
      </Typography>
      <Stack component="ul" direction="row" sx={{ flexWrap: 'wrap', gap: 3, listStyle: 'none', p: 0, m: 0 }}>
        {LINKS.filter((link) => link.key !== exclude).map((link) => (
          <li key={link.key}>
            <Link component={RouterLink} to={link.to} underline="always" sx={{ color: 'text.primary' }}>
              {t(`portal.info.help.${link.key}`)}
            </Link>
          </li>
        ))}
      </Stack>
    </Stack>
  );
}
