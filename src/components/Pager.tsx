import { Pagination, PaginationItem } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';

/** Props of {@link Pager}. */
export interface PagerProps {
  page: number;
  /** How many pages there are; nothing is shown for one. */
  count: number;
  /** The accessible name of the page list ("Message pages"). */
  label: string;
  /** Pages as links: the address of each (for lists whose page is in the address). */
  hrefOf?: (page: number) => string;
  /** Pages as buttons: called with the chosen page. */
  onChange?: (page: number) => void;
}

/** The pages of a list, labelled in the reader's language. */
export function Pager({ page, count, label, hrefOf, onChange }: PagerProps) {
  const { t } = useTranslation();
  if (count <= 1) return null;
  const itemLabel = (type: string, target: number | null, selected: boolean): string => {
    if (type === 'page') return t(selected ? 'portal.common.pager.currentPage' : 'portal.common.pager.goToPage', { page: target ?? page });
    if (type === 'first' || type === 'last' || type === 'next' || type === 'previous') return t(`portal.common.pager.${type}`);
    return '';
  };
  return (
    <Pagination
      aria-label={label}
      page={Math.min(page, count)}
      count={count}
      siblingCount={0}
      getItemAriaLabel={itemLabel}
      onChange={onChange && ((_, next) => onChange(next))}
      renderItem={(item) =>
        hrefOf ? <PaginationItem component={RouterLink} to={hrefOf(item.page ?? 1)} {...item} /> : <PaginationItem {...item} />
      }
      sx={{ '& ul': { flexWrap: 'wrap' } }}
    />
  );
}
