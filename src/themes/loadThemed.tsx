import { type ComponentType, lazy } from 'react';

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

/**
 * `React.lazy` for an MUI part of the shell (a menu, a drawer, the signed-in header row): its chunk and MUI's theme
 * load together on first render, or earlier on `preload()` (a pointer over its button), and it renders inside the
 * project's MUI theme. The shell itself draws without MUI.
 */
export function lazyWithMuiTheme<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  let loading: Promise<{ default: ComponentType<Props> }> | null = null;
  const start = () =>
    (loading ??= loadThemed(load).then((Themed) => ({ default: Themed })));
  return Object.assign(lazy(start), {
    /** Starts loading ahead of the first render (a failure shows when it renders). */
    preload: () => void start().catch(() => undefined),
  });
}
