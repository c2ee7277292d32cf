import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { ICON_PATHS } from '../../../renderers/ui/iconPaths';
import { PlainIcon } from '../../../renderers/ui/PlainIcon';
import iconButton from '../../../renderers/ui/PlainIconButton.module.css';
import classes from './UnreadNotice.module.css';

/** The route of the message centre. */
export const MESSAGE_ROUTE = '/message';

/** The unread warning (the spec's "you have N unread messages" wording, from locales) leading to the messages; nothing when all are read. */
export function UnreadWarning({ count }: { count: number }) {
  const { t } = useTranslation();
  if (count <= 0) return null;
  return (
    <RouterLink to={MESSAGE_ROUTE} data-unread-warning="" className={classes.warning}>
      {t('portal.header.unreadWarning', { count })}
    </RouterLink>
  );
}

/** The messages button with the unread badge. */
export function UnreadBadge({ count }: { count: number }) {
  const { t } = useTranslation();
  return (
    <RouterLink to={MESSAGE_ROUTE} className={iconButton.iconButton} aria-label={count > 0 ? t('portal.header.messagesUnread', { count }) : t('portal.header.messages')}>
      <span data-unread-count={count} className={classes.mailbox}>
        <PlainIcon path={ICON_PATHS.mailOutline} />
        {count > 0 && (
          <span aria-hidden className={classes.badge}>
            {count > 99 ? '99+' : count}
          </span>
        )}
      </span>
    </RouterLink>
  );
}
