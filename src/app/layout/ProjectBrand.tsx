import { useTranslation } from 'react-i18next';
import type { CssVariables } from '../../../renderers/ui/cssVariables';
import { RouteLink } from '../../components/route/RouteLink';
import { useProjectStore } from '../../store';
import { usePortalThemeSpec } from '../../themes/usePortalThemeSpec';
import { useProjectTitle } from '../hooks';
import classes from './ProjectBrand.module.css';

/** The logo linking home, and the project title (centred and spaced in the elegant header). */
export function ProjectBrand({ centred = false }: { centred?: boolean }) {
  const { t } = useTranslation();
  const { brand } = usePortalThemeSpec();
  const icon = useProjectStore((state) => state.projectConfig?.ico_url);
  const title = useProjectTitle();
  const placeholderLook: CssVariables = { '--brand': brand };
  return (
    <div className={classes.brand} data-centred={centred}>
      <RouteLink to="/" aria-label={t('portal.nav.home')} className={classes.home}>
        {icon ? <img src={icon} alt="" className={classes.logo} /> : <span className={classes.placeholder} style={placeholderLook} />}
      </RouteLink>
      <span data-project-title="" className={classes.title}>
        {title}
      </span>
    </div>
  );
}
