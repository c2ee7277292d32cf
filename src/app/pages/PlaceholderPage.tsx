import { Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Notice } from '../../themes/Notice';
import { useRouteHandle } from '../hooks';

const OWNER_KEYS = { issue5: 'portal.placeholder.issue5', issue6: 'portal.placeholder.issue6', issue7: 'portal.placeholder.issue7', later: 'portal.placeholder.later' } as const;

/** PLACEHOLDER for a screen another issue builds: names the route and its owner. */
export function PlaceholderPage() {
  const { t } = useTranslation();
  const handle = useRouteHandle();
  const name = handle?.name ?? '';
  return (
    <>
      <Typography component="h1" variant="h5" gutterBottom>
        {name}
      </Typography>
      <Notice severity="info">{t('portal.placeholder.body', { name, owner: t(OWNER_KEYS[handle?.owner ?? 'later']) })}</Notice>
    </>
  );
}
