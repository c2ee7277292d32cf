import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Locale } from '../store/types';
import { htmlLang } from './rules';

type Catalogue = Record<string, unknown>;

const LOADERS: Record<Locale, () => Promise<{ default: Catalogue }>> = {
  sc: () => import('../../locales/sc.json'),
  tc: () => import('../../locales/tc.json'),
  en: () => import('../../locales/en.json'),
};

const loaded = new Map<Locale, Promise<Catalogue>>();

/** A language's catalogue, fetched once (each language is its own chunk, so a page loads only the one it shows). */
export function loadCatalogue(locale: Locale): Promise<Catalogue> {
  let pending = loaded.get(locale);
  if (!pending) {
    pending = LOADERS[locale]().then((module) => module.default);
    pending.catch(() => loaded.delete(locale));
    loaded.set(locale, pending);
  }
  return pending;
}

/** The portal's i18next instance (catalogues are added by {@link applyLocale}). */
export function createPortalI18n(locale: Locale = 'sc'): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources: {},
    lng: locale,
    fallbackLng: false,
    supportedLngs: ['sc', 'tc', 'en'],
    interpolation: { escapeValue: false },
    react: { bindI18nStore: 'added' },
    initAsync: false,
  });
  return instance;
}

/** Loads the language's catalogue if needed, switches to it and sets `<html lang>`. */
export async function applyLocale(instance: i18n, locale: Locale): Promise<void> {
  if (!instance.hasResourceBundle(locale, 'translation')) instance.addResourceBundle(locale, 'translation', await loadCatalogue(locale));
  await instance.changeLanguage(locale);
  document.documentElement.lang = htmlLang(locale);
}
