import { Box, Typography } from '@mui/material';
import { useMemo, type ReactNode } from 'react';
import { localized } from '../i18n';
import { useProjectStore } from '../store';
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
function Band({ spec, projectTitle, subtitle, sx }: { spec: LoginThemeSpec; projectTitle: string; subtitle: string; sx: object }) {
  if (!spec.band) return null;
  return (
    <Box data-login-band="" sx={{ background: spec.bandBackground, color: spec.band.fg, ...sx }}>
      <Typography component="p" sx={{ fontWeight: 700, fontSize: spec.layout === 'card' ? 18 : { xs: 20, md: 28 }, lineHeight: 1.3 }}>
        {projectTitle}
      </Typography>
      {subtitle && <Typography component="p" sx={{ color: spec.band.muted, mt: 1, fontSize: 15 }}>{subtitle}</Typography>}
    </Box>
  );
}

/** The themed frame of the login, register and password screens (login themes 1–7 and schwarzman). */
export function LoginFrame({ title, children }: LoginFrameProps) {
  const { spec, projectTitle, seoTitle } = useLoginTheme();
  const { card } = spec;
  const split = spec.layout === 'split';
  return (
    <Box
      data-login-theme={spec.name}
      sx={{ position: 'relative', background: spec.background, minHeight: { xs: 'auto', sm: 560 }, display: 'flex', flexDirection: split ? { xs: 'column', md: 'row' } : 'column', alignItems: split ? 'stretch' : 'center', justifyContent: 'center', px: split ? 0 : 2, py: split ? 0 : { xs: 3, sm: 6 } }}
    >
      {spec.layout === 'banded' && <Band spec={spec} projectTitle={projectTitle} subtitle={seoTitle} sx={{ position: 'absolute', inset: '0 0 auto 0', height: 260, px: 3, pt: 4, textAlign: 'center' }} />}
      {split && <Band spec={spec} projectTitle={projectTitle} subtitle={seoTitle} sx={{ flex: 1, display: 'flex', flexDirection: 'column', justifyContent: 'center', px: { xs: 3, md: 6 }, py: { xs: 3, md: 8 } }} />}
      <Box sx={{ flex: split ? 1 : 'none', display: 'flex', alignItems: 'center', justifyContent: 'center', width: '100%', p: split ? { xs: 2, md: 6 } : 0, mt: spec.layout === 'banded' ? 14 : 0, position: 'relative' }}>
        <Box
          component="section"
          aria-labelledby="login-frame-title"
          sx={{ bgcolor: 'background.paper', color: 'text.primary', width: '100%', maxWidth: 440, overflow: 'hidden', borderRadius: `${card.radius}px`, border: card.border, boxShadow: card.shadow, borderTop: card.topStripe ? `4px solid ${card.topStripe}` : undefined }}
        >
          {spec.layout === 'card' && <Band spec={spec} projectTitle={projectTitle} subtitle="" sx={{ px: { xs: 3, sm: 4 }, py: 2 }} />}
          <Box sx={{ p: { xs: 3, sm: 4 } }}>
            <Typography
              id="login-frame-title"
              component="h1"
              variant="h5"
              sx={{ mb: 3, textAlign: 'center', fontWeight: 700, fontFamily: card.serif ? 'Georgia, "Times New Roman", "Songti SC", serif' : undefined, textTransform: card.uppercase ? 'uppercase' : 'none', letterSpacing: card.uppercase ? '0.1em' : 0 }}
            >
              {title}
            </Typography>
            {children}
          </Box>
        </Box>
      </Box>
    </Box>
  );
}
