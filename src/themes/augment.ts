import type { PortalThemeSpec } from './types';

declare module '@mui/material/styles' {
  interface Theme {
    /** The resolved institution theme (header, footer, colours). */
    portal: PortalThemeSpec;
  }
  interface ThemeOptions {
    portal?: PortalThemeSpec;
  }
}

export {};
