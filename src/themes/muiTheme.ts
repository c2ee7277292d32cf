import { createTheme, type Theme } from '@mui/material/styles';
import './augment';
import { MIN_TEXT_CONTRAST } from './contrast';
import type { PortalThemeSpec } from './types';

/** The MUI theme of a resolved institution theme: palette, type, shape, and the spec itself as `theme.portal`. */
export function muiThemeOf(spec: PortalThemeSpec): Theme {
  const heading = { fontFamily: spec.headingFont };
  return createTheme({
    portal: spec,
    palette: { primary: { main: spec.primary }, secondary: { main: spec.secondary }, contrastThreshold: MIN_TEXT_CONTRAST },
    shape: { borderRadius: spec.radius },
    typography: { fontFamily: spec.fontFamily, h1: heading, h2: heading, h3: heading, h4: heading, h5: heading, h6: heading },
    breakpoints: { values: { xs: 0, sm: 750, md: 1024, lg: 1200, xl: 1330 } },
    components: { MuiButton: { styleOverrides: { root: { textTransform: 'none' } } } },
  });
}
