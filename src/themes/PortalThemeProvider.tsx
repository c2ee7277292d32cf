import { ThemeProvider } from '@mui/material/styles';
import { useMemo, type ReactNode } from 'react';
import { muiThemeOf } from './muiTheme';
import { useProjectStore } from '../store';
import { resolveThemeSpec } from './resolve';
import type { PortalThemeSpec } from './types';

/** The resolved institution theme of the current project (user type, domain, colour). */
export function usePortalThemeSpec(): PortalThemeSpec {
  const color = useProjectStore((state) => state.themeConfig?.color);
  const userType = useProjectStore((state) => state.projectConfig?.user_type);
  const domain = useProjectStore((state) => state.projectConfig?.domain);
  return useMemo(() => resolveThemeSpec({ color, userType, domain }), [color, userType, domain]);
}

/** Gives its children the MUI theme of the project's institution. */
export function PortalThemeProvider({ children }: { children: ReactNode }) {
  const spec = usePortalThemeSpec();
  const theme = useMemo(() => muiThemeOf(spec), [spec]);
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}
