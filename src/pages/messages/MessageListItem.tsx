import { Box, Chip, ListItem, ListItemButton, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { MessageRecord } from '../../../protocol/content';
import { useProjectStore } from '../../store';
import { dateText } from '../../i18n';
import { contentIn, excerptOf } from '../info/content';
import { messageHref } from './messageText';

export interface MessageListItemProps {
  message: MessageRecord;
  /** Whether to show it as read (the server's flag, or every message after "mark all as read"). */
  read: boolean;
  /** The list page it is on, so its back link returns there. */
  page: number;
}

/** One message of the list: a link with its title (bold and labelled "unread" until read), date and a one-line excerpt. */
export function MessageListItem({ message, read, page }: MessageListItemProps) {
  const { t } = useTranslation();
  const locale = useProjectStore((state) => state.locale);
  const { title, body } = contentIn(message, locale);
  return (
    <ListItem disablePadding divider data-message-id={message.id} data-unread={read ? undefined : ''}>
      <ListItemButton component={RouterLink} to={messageHref(message.id, page)} sx={{ display: 'block', py: 1.5, px: { xs: 1, sm: 2 } }}>
        <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', columnGap: 1, rowGap: 0.5 }}>
          <Typography component="span" sx={{ fontWeight: read ? 400 : 700, overflowWrap: 'anywhere', minWidth: 0 }}>
            {title}
          </Typography>
          {!read && <Chip size="small" color="primary" label={t('portal.messages.unread')} sx={{ fontWeight: 700 }} />}
        </Box>
        <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block', mt: 0.25 }}>
          {dateText(message.created_at, locale)}
        </Typography>
        <Typography component="span" variant="body2" noWrap sx={{ display: 'block', mt: 0.25 }}>
          {excerptOf(body)}
        </Typography>
      </ListItemButton>
    </ListItem>
  );
}
