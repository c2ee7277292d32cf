import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import en from '../../../../locales/en.json';
import { createPortalI18n } from '../../../../src/i18n';

/** An English i18next instance with the real catalogue, for rendering account components. */
export function englishI18n() {
  const instance = createPortalI18n('en');
  instance.addResourceBundle('en', 'translation', en);
  return instance;
}

/** Wraps a component in the English translations. */
export function InEnglish({ children }: { children: ReactNode }) {
  return <I18nextProvider i18n={englishI18n()}>{children}</I18nextProvider>;
}
