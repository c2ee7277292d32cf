import { ThemeProvider, type Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { muiThemeOf } from './muiTheme';
import type { PortalThemeSpec } from './types';
import { usePortalThemeSpec } from './usePortalThemeSpec';

const themes = new WeakMap<PortalThemeSpec, Theme>();

/** One MUI theme per resolved spec, shared by every provider (the page and the shell's MUI parts). */
function themeOf(spec: PortalThemeSpec): Theme {
  let theme = themes.get(spec);
  if (!theme) {
    theme = muiThemeOf(spec);
    themes.set(spec, theme);
  }
  return theme;
}

/** Gives its children the MUI theme of the project's institution (pages and the shell's MUI parts load it with them). */
export function PortalThemeProvider({ children }: { children: ReactNode }) {
  return <ThemeProvider theme={themeOf(usePortalThemeSpec())}>{children}</ThemeProvider>;
}
