import { Link, Paper, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { ContentItem } from '../../../protocol/content';
import { useProjectStore } from '../../store';
import { contentIn } from '../info/content';
import { SafeHtml } from '../info/SafeHtml';
import { ContentMeta } from './ContentMeta';

/** Props of {@link ContentDetail}. */
export interface ContentDetailProps {
  item: ContentItem;
  /** Read or unread in words; null shows no read state. */
  read: boolean | null;
  /** Heading level of the title: 1 on its own screen, 3 inside a hub section. */
  level: 1 | 3;
  /** The list it belongs to; without it no link back is shown. */
  back?: { to: string; label: string };
  /** Shown under the body. */
  children?: ReactNode;
}

/** One notice, news item or article whole: title, date and labels, the sanitised body, and the way back. */
export function ContentDetail({ item, read, level, back, children }: ContentDetailProps) {
  const locale = useProjectStore((state) => state.locale);
  const { title, body } = contentIn(item, locale);
  const headingId = `content-${item.id}-title`;
  return (
    <Paper component="article" variant="outlined" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 4 }, minWidth: 0 }}>
      <Stack spacing={2}>
        <Typography id={headingId} component={`h${level}`} variant={level === 1 ? 'h4' : 'h5'} sx={{ overflowWrap: 'anywhere' }}>
          {title}
        </Typography>
        <ContentMeta item={item} read={read} />
        <SafeHtml html={body} sx={{ overflowWrap: 'anywhere', '& img': { maxWidth: '100%', height: 'auto' }, '& table': { display: 'block', overflowX: 'auto' } }} />
        {children}
        {back && (
          <Link component={RouterLink} to={back.to} underline="always" sx={{ color: 'text.primary', alignSelf: 'flex-start' }}>
            {back.label}
          </Link>
        )}
      </Stack>
    </Paper>
  );
}
