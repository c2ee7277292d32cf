import { Link } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { ArticleCategory } from '../../../protocol/content';
import { useScreenCheck } from '../../app/routes/screenCheck';
import { liveScreenOf } from './categories';

/** The link from a hub section to its live screen (progress, activities, account), when the portal offers it. */
export function LiveLink({ category }: { category: ArticleCategory }) {
  const { t } = useTranslation();
  const live = liveScreenOf(category, useScreenCheck());
  if (live === null) return null;
  return (
    <Link component={RouterLink} to={live.to} underline="always" sx={{ color: 'text.primary', alignSelf: 'flex-start', fontWeight: 500 }} data-live-link="">
      {t(`portal.content.hub.liveLinks.${live.category}`)}
    </Link>
  );
}
