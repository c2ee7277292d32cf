import type { i18n } from 'i18next';
import { useEffect, useLayoutEffect, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider, type createHashRouter } from 'react-router-dom';
import { applyLocale } from '../i18n';
import { useProjectStore } from '../store';
import '../themes/baseline.css';
import { applyThemeVariables } from '../themes/themeVariables';
import { usePortalThemeSpec } from '../themes/usePortalThemeSpec';
import { ensureBoot, isBooted } from './boot';
import { applyDescription, applyDocumentConfig, projectNameIn } from './documentConfig';

/** Props of {@link App}. */
export interface AppProps {
  /** The portal router (`createPortalRouter()`). */
  router: ReturnType<typeof createHashRouter>;
  /** The i18next instance (`createPortalI18n()`). */
  i18n: i18n;
}

/** True once the boot (project configuration, language, session) has succeeded or failed. */
function useBootSettled(): boolean {
  const [settled, setSettled] = useState(isBooted);
  useEffect(() => {
    if (settled) return undefined;
    let live = true;
    void ensureBoot()
      .catch(() => undefined)
      .finally(() => live && setSettled(true));
    return () => {
      live = false;
    };
  }, [settled]);
  return settled;
}

/**
 * Keeps i18next, `<html lang>`, the document title, description and favicon in step with the stores, from the language the boot
 * chose: a visitor in English or Traditional Chinese does not load the default language's catalogue first.
 */
function useDocumentSync(instance: i18n): void {
  const locale = useProjectStore((state) => state.locale);
  const config = useProjectStore((state) => state.projectConfig);
  const settled = useBootSettled();
  useEffect(() => {
    if (!settled) return;
    let live = true;
    applyDocumentConfig(config, locale);
    void applyLocale(instance, locale).then(() => {
      if (live && config) applyDescription(instance.t('portal.document.description', { lng: locale, title: projectNameIn(config, locale) }));
    });
    return () => {
      live = false;
    };
  }, [instance, locale, config, settled]);
}

/** Puts the project's theme colours and type on the document root, before the screen is painted. */
function useThemeVariables(): void {
  const spec = usePortalThemeSpec();
  useLayoutEffect(() => applyThemeVariables(document.documentElement, spec), [spec]);
}

/**
 * The portal: the project's theme as CSS variables (the shell draws without MUI; each page and the shell's MUI parts
 * load MUI's theme with them), translations, and the hash router.
 */
export function App({ router, i18n: instance }: AppProps) {
  useThemeVariables();
  useDocumentSync(instance);
  return (
    <I18nextProvider i18n={instance}>
      <RouterProvider router={router} />
    </I18nextProvider>
  );
}
