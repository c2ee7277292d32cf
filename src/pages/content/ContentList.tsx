import { Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import type { ContentItem } from '../../../protocol/content';
import { useProjectStore } from '../../store';
import { contentIn, excerptOf } from '../info/content';
import { ContentMeta } from './ContentMeta';

/** Props of {@link ContentList}. */
export interface ContentListProps {
  items: readonly ContentItem[];
  /** The list's accessible name. */
  label: string;
  /** Where an item's detail opens. */
  hrefOf: (item: ContentItem) => string;
  /** Whether an item was read; null shows no read state. */
  readOf: (item: ContentItem) => boolean | null;
  /** Shows the opening words of each body under its title. */
  excerpts?: boolean;
  /** Heading level of the item titles (2 under a screen's title, 3 under a section's). */
  headingLevel?: 2 | 3;
}

/** A list of notices, news or articles: each a linked title (bold while unread), its date and labels, an optional excerpt. */
export function ContentList({ items, label, hrefOf, readOf, excerpts = false, headingLevel = 2 }: ContentListProps) {
  const locale = useProjectStore((state) => state.locale);
  return (
    <Stack component="ul" aria-label={label} spacing={0} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {items.map((item) => {
        const { title, body } = contentIn(item, locale);
        const read = readOf(item);
        return (
          <Stack component="li" key={item.id} spacing={0.75} data-content-id={item.id} sx={{ py: 2, borderBottom: 1, borderColor: 'divider', minWidth: 0 }}>
            <Typography component={`h${headingLevel}`} variant="subtitle1" sx={{ fontWeight: read === false ? 700 : 500, overflowWrap: 'anywhere' }}>
              <Link component={RouterLink} to={hrefOf(item)} underline="hover" sx={{ color: 'text.primary' }}>
                {title}
              </Link>
            </Typography>
            <ContentMeta item={item} read={read} />
            {excerpts && body && (
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {excerptOf(body)}
              </Typography>
            )}
          </Stack>
        );
      })}
    </Stack>
  );
}
