import { Box, Link } from '@mui/material';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { ARTICLE_CATEGORIES, type ArticleCategory } from '../../../protocol/content';
import { MOBILE_MAX_WIDTH } from '../../app/browser';
import { categoryPath } from './categories';

const PHONE = `@media (max-width:${MOBILE_MAX_WIDTH}px)`;

/** Props of {@link HubMenu}. */
export interface HubMenuProps {
  current: ArticleCategory;
}

/** The hub's sections: a side menu, on a phone (768 px or less) a row that scrolls sideways above the content. */
export function HubMenu({ current }: HubMenuProps) {
  const { t } = useTranslation();
  const row = useRef<HTMLUListElement>(null);
  useEffect(() => {
    const list = row.current;
    const item = list?.querySelector<HTMLElement>('[aria-current="page"]')?.parentElement;
    if (!list || !item || list.scrollWidth <= list.clientWidth) return;
    list.scrollLeft = item.offsetLeft - (list.clientWidth - item.offsetWidth) / 2;
  }, [current]);
  return (
    <Box component="nav" aria-label={t('portal.content.hub.menu')} sx={{ width: 240, flexShrink: 0, [PHONE]: { width: '100%', minWidth: 0 } }}>
      <Box
        component="ul"
        ref={row}
        sx={{
          position: 'relative',
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'flex',
          flexDirection: 'column',
          borderLeft: 1,
          borderColor: 'divider',
          [PHONE]: { flexDirection: 'row', overflowX: 'auto', borderLeft: 0, borderBottom: 1, borderColor: 'divider', whiteSpace: 'nowrap' },
        }}
      >
        {ARTICLE_CATEGORIES.map((category) => {
          const selected = category === current;
          return (
            <li key={category}>
              <Link
                component={RouterLink}
                to={categoryPath(category)}
                aria-current={selected ? 'page' : undefined}
                underline="hover"
                sx={{
                  display: 'block',
                  px: 2,
                  py: 1.25,
                  color: 'text.primary',
                  fontWeight: selected ? 700 : 400,
                  borderLeft: 3,
                  borderColor: selected ? 'text.primary' : 'transparent',
                  ml: '-1px',
                  [PHONE]: { borderLeft: 0, ml: 0, mb: '-1px', borderBottom: 3, borderColor: selected ? 'text.primary' : 'transparent' },
                }}
              >
                {t(`portal.content.hub.categories.${category}`)}
              </Link>
            </li>
          );
        })}
      </Box>
    </Box>
  );
}
