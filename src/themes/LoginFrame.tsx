import { type ReactNode, useMemo } from 'react';
import type { CssVariables } from '../../renderers/ui/cssVariables';
import { localized } from '../i18n';
import { useProjectStore } from '../store';
import classes from './LoginFrame.module.css';
import { resolveLoginTheme, type LoginThemeSpec } from './loginThemes';

/** Props of {@link LoginFrame}. */
export interface LoginFrameProps {
  /** The screen's heading (the page's one h1). */
  title: string;
  children: ReactNode;
}

function useLoginTheme(): { spec: LoginThemeSpec; projectTitle: string; seoTitle: string } {
  const name = useProjectStore((state) => state.themeName);
  const theme = useProjectStore((state) => state.themeConfig);
  const config = useProjectStore((state) => state.projectConfig);
  const locale = useProjectStore((state) => state.locale);
  const spec = useMemo(
    () => resolveLoginTheme({ name, color: theme?.color, background: theme?.background, headerImage: theme?.header_image }),
    [name, theme],
  );
  return { spec, projectTitle: localized(config?.title, locale), seoTitle: localized(config?.seo_title, locale) };
}

/** The brand band (card head, side panel or page band): the project title on the theme's brand colour. */
function Band({ spec, projectTitle, subtitle }: { spec: LoginThemeSpec; projectTitle: string; subtitle: string }) {
  if (!spec.band) return null;
  const colours: CssVariables = { '--band-background': spec.bandBackground, '--band-fg': spec.band.fg, '--band-muted': spec.band.muted };
  return (
    <div data-login-band="" data-place={spec.layout} className={classes.band} style={colours}>
      <p className={classes.bandTitle}>{projectTitle}</p>
      {subtitle && <p className={classes.bandSubtitle}>{subtitle}</p>}
    </div>
  );
}

/** The themed frame of the login, register and password screens (login themes 1–7 and schwarzman), drawn without MUI. */
export function LoginFrame({ title, children }: LoginFrameProps) {
  const { spec, projectTitle, seoTitle } = useLoginTheme();
  const { card } = spec;
  const frame: CssVariables = { '--login-background': spec.background };
  const cardLook: CssVariables = {
    '--card-radius': `${card.radius}px`,
    '--card-border': card.border,
    '--card-top': card.topStripe ? `4px solid ${card.topStripe}` : undefined,
    '--card-shadow': card.shadow,
  };
  return (
    <div data-login-theme={spec.name} data-layout={spec.layout} className={classes.frame} style={frame}>
      {spec.layout !== 'card' && <Band spec={spec} projectTitle={projectTitle} subtitle={seoTitle} />}
      <div className={classes.holder}>
        <section aria-labelledby="login-frame-title" data-serif={card.serif} data-uppercase={card.uppercase} className={classes.card} style={cardLook}>
          {spec.layout === 'card' && <Band spec={spec} projectTitle={projectTitle} subtitle="" />}
          <div className={classes.content}>
            <h1 id="login-frame-title" className={classes.title}>
              {title}
            </h1>
            {children}
          </div>
        </section>
      </div>
    </div>
  );
}
