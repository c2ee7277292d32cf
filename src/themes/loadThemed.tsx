import type { ComponentType } from 'react';

/** Loads the MUI theme provider (MUI's theme and styling engine with it). */
export const loadPortalTheme = () => import('./PortalThemeProvider').then((module) => module.PortalThemeProvider);

/** Loads an MUI component with MUI's theme: the component it answers draws inside the project's MUI theme. */
export function loadThemed<Props extends object>(load: () => Promise<ComponentType<Props>>): Promise<ComponentType<Props>> {
  return Promise.all([load(), loadPortalTheme()]).then(([Component, PortalThemeProvider]) => {
    function Themed(props: Props) {
      return (
        <PortalThemeProvider>
          <Component {...props} />
        </PortalThemeProvider>
      );
    }
    return Themed;
  });
}
