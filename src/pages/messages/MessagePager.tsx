import { Pagination } from '@mui/material';
import { useTranslation } from 'react-i18next';

export interface MessagePagerProps {
  page: number;
  pages: number;
  onChange: (page: number) => void;
}

/** The pages of the message list, with translated labels. */
export function MessagePager({ page, pages, onChange }: MessagePagerProps) {
  const { t } = useTranslation();
  return (
    <Pagination
      count={pages}
      page={Math.min(page, pages)}
      onChange={(_, next) => onChange(next)}
      siblingCount={0}
      aria-label={t('portal.messages.pages')}
      getItemAriaLabel={(type, number, selected) => {
        if (type === 'page') return t(selected ? 'portal.messages.currentPage' : 'portal.messages.goToPage', { page: number });
        if (type === 'first' || type === 'last' || type === 'next' || type === 'previous') return t(`portal.messages.${type}`);
        return '';
      }}
    />
  );
}
