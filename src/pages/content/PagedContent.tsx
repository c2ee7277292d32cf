import { Stack, Typography } from '@mui/material';
import { useCallback, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router-dom';
import type { ContentItem, Paged } from '../../../protocol/content';
import { LoadState } from '../../components/LoadState';
import { useRemote } from '../../components/useRemote';
import { ContentList, type ContentListProps } from './ContentList';
import { Pager } from '../../components/Pager';
import { CONTENT_PAGE_SIZE, pageCount, pageOf, searchForPage } from '../../components/paging';

/** Props of {@link PagedContent}. */
export interface PagedContentProps extends Omit<ContentListProps, 'items'> {
  /** Loads one page (keep it stable with useCallback). */
  load: (page: number, pageSize: number) => Promise<Paged<ContentItem>>;
  /** Shown when there is nothing to list. */
  emptyText: string;
  /** Shows the only item of a one-item list instead of the list. */
  renderSingle?: (item: ContentItem) => ReactNode;
}

/** One page (`?page=`) of a content list with its pager, and the loading, error and empty states. */
export function PagedContent({ load, emptyText, renderSingle, ...list }: PagedContentProps) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const { pathname } = useLocation();
  const page = pageOf(search.get('page'));
  const loadPage = useCallback(() => load(page, CONTENT_PAGE_SIZE), [load, page]);
  const { remote, retry } = useRemote(loadPage);
  if (remote.state !== 'ready') return <LoadState area="content" state={remote.state} error={remote.state === 'error' ? remote.error : undefined} onRetry={retry} />;
  const { list: items, total } = remote.data;
  const [only] = items;
  if (renderSingle && only && total === 1 && page === 1) return <>{renderSingle(only)}</>;
  if (items.length === 0 && page === 1) {
    return (
      <Typography role="status" color="text.secondary">
        {emptyText}
      </Typography>
    );
  }
  return (
    <Stack spacing={2}>
      {items.length > 0 ? <ContentList items={items} {...list} /> : <Typography color="text.secondary">{emptyText}</Typography>}
      <Pager page={page} count={pageCount(total)} label={t('portal.content.pages')} hrefOf={(target) => `${pathname}${searchForPage(search, target)}`} />
    </Stack>
  );
}
