import { Pagination, PaginationItem } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useSearchParams } from 'react-router-dom';
import { searchForPage } from './paging';

/** Props of {@link ContentPager}. */
export interface ContentPagerProps {
  page: number;
  count: number;
}

/** Page links (`?page=N` on the current screen) in the reader's language; nothing when everything fits on one page. */
export function ContentPager({ page, count }: ContentPagerProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  if (count <= 1) return null;
  const labelOf = (type: string, target: number | null, selected: boolean) => {
    if (type === 'previous') return t('portal.content.previousPage');
    if (type === 'next') return t('portal.content.nextPage');
    if (type === 'first') return t('portal.content.firstPage');
    if (type === 'last') return t('portal.content.lastPage');
    return selected || target !== null ? t('portal.content.pageLabel', { page: target ?? page }) : '';
  };
  return (
    <Pagination
      aria-label={t('portal.content.pages')}
      page={page}
      count={count}
      siblingCount={0}
      getItemAriaLabel={labelOf}
      renderItem={(item) => <PaginationItem component={RouterLink} to={`${pathname}${searchForPage(search, item.page ?? 1)}`} {...item} />}
      sx={{ '& ul': { flexWrap: 'wrap' } }}
    />
  );
}
