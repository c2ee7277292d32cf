import { Pagination } from '@mui/material';
import { useTranslation } from 'react-i18next';

export interface DownloadPagerProps {
  page: number;
  pages: number;
  onChange: (page: number) => void;
}

/** The pages of the file list, with translated labels. */
export function DownloadPager({ page, pages, onChange }: DownloadPagerProps) {
  const { t } = useTranslation();
  const label = (type: string, number: number | null, selected: boolean): string => {
    if (type === 'page') return t(selected ? 'portal.downloads.currentPage' : 'portal.downloads.goToPage', { page: number });
    if (type === 'first') return t('portal.downloads.first');
    if (type === 'last') return t('portal.downloads.last');
    if (type === 'next') return t('portal.downloads.next');
    return t('portal.downloads.previous');
  };
  return (
    <Pagination
      count={pages}
      page={Math.min(page, pages)}
      onChange={(_, next) => onChange(next)}
      siblingCount={0}
      aria-label={t('portal.downloads.pages')}
      getItemAriaLabel={label}
    />
  );
}
