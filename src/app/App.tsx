import { CssBaseline, ThemeProvider } from '@mui/material';
import type { i18n } from 'i18next';
import { useEffect, useMemo } from 'react';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider, type createHashRouter } from 'react-router-dom';
import { applyLocale } from '../i18n';
import { useProjectStore } from '../store';
import { applyDocumentConfig, createPortalTheme } from './theme';

/** Props of {@link App}. */
export interface AppProps {
  /** The portal router (`createPortalRouter()`). */
  router: ReturnType<typeof createHashRouter>;
  /** The i18next instance (`createPortalI18n()`). */
  i18n: i18n;
}

/** Keeps i18next, `<html lang>`, the document title and the favicon in step with the stores. */
function useDocumentSync(instance: i18n): void {
  const locale = useProjectStore((state) => state.locale);
  const config = useProjectStore((state) => state.projectConfig);
  useEffect(() => {
    void applyLocale(instance, locale);
    applyDocumentConfig(config, locale);
  }, [instance, locale, config]);
}

/** The portal: theme from the project colour, translations, and the hash router. */
export function App({ router, i18n: instance }: AppProps) {
  const color = useProjectStore((state) => state.themeConfig?.color);
  const userType = useProjectStore((state) => state.projectConfig?.user_type);
  const domain = useProjectStore((state) => state.projectConfig?.domain);
  const theme = useMemo(() => createPortalTheme(color, { userType, domain }), [color, userType, domain]);
  useDocumentSync(instance);
  return (
    <I18nextProvider i18n={instance}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <RouterProvider router={router} />
      </ThemeProvider>
    </I18nextProvider>
  );
}
