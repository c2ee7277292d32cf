import MailOutlineIcon from '@mui/icons-material/MailOutline';
import { Box, IconButton, Link } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';

/** The route of the message centre. */
export const MESSAGE_ROUTE = '/message';

/** The unread warning (the spec's "you have N unread messages" wording, from locales) leading to the messages; nothing when all are read. */
export function UnreadWarning({ count }: { count: number }) {
  const { t } = useTranslation();
  if (count <= 0) return null;
  return (
    <Link component={RouterLink} to={MESSAGE_ROUTE} color="inherit" data-unread-warning="" sx={{ fontSize: 14, whiteSpace: 'nowrap', '&:focus-visible': { outline: '2px solid currentColor', outlineOffset: 2 } }}>
      {t('portal.header.unreadWarning', { count })}
    </Link>
  );
}

/** The messages button with the unread badge. */
export function UnreadBadge({ count }: { count: number }) {
  const { t } = useTranslation();
  return (
    <IconButton component={RouterLink} to={MESSAGE_ROUTE} color="inherit" aria-label={count > 0 ? t('portal.header.messagesUnread', { count }) : t('portal.header.messages')}>
      <Box component="span" data-unread-count={count} sx={{ position: 'relative', display: 'inline-flex' }}>
        <MailOutlineIcon />
        {count > 0 && (
          <Box component="span" aria-hidden sx={{ position: 'absolute', top: -8, right: -10, minWidth: 20, height: 20, px: 0.5, borderRadius: 10, bgcolor: '#c62828', color: '#ffffff', fontSize: 12, fontWeight: 700, lineHeight: '20px', textAlign: 'center' }}>
            {count > 99 ? '99+' : count}
          </Box>
        )}
      </Box>
    </IconButton>
  );
}
