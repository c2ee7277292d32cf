import { Chip, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { ContentItem } from '../../../protocol/content';
import { useProjectStore } from '../../store';
import { dateText, isoDate } from '../../i18n';

/** Props of {@link ContentMeta}. */
export interface ContentMetaProps {
  item: ContentItem;
  /** Read or unread, shown in words; null shows no read state (anonymous readers, hub articles). */
  read: boolean | null;
}

/** The line under a content title: its date in the reader's language, "Important", and read or unread. */
export function ContentMeta({ item, read }: ContentMetaProps) {
  const { t } = useTranslation();
  const locale = useProjectStore((state) => state.locale);
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      <Typography variant="body2" color="text.secondary">
        <time dateTime={isoDate(item.published_at)}>{t('portal.content.published', { date: dateText(item.published_at, locale) })}</time>
      </Typography>
      {item.important && <Chip size="small" color="error" variant="outlined" label={t('portal.content.important')} data-important="" />}
      {read !== null && (
        <Chip size="small" variant={read ? 'outlined' : 'filled'} label={t(read ? 'portal.content.read' : 'portal.content.unread')} data-read={read ? 'true' : 'false'} />
      )}
    </Stack>
  );
}
