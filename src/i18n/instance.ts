import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { useProjectStore } from '../store/project';
import type { Locale } from '../store/types';
import type { CataloguePart } from './parts';
import { htmlLang } from '../../protocol/language';

type Catalogue = Record<string, unknown>;
type Loader = () => Promise<{ default: Catalogue }>;

const SPLIT = typeof __PORTAL_CATALOGUE_PARTS__ !== 'undefined' && __PORTAL_CATALOGUE_PARTS__;
const EMPTY: Loader = () => Promise.resolve({ default: {} });

// Each language and part is its own chunk: the login route loads only the core of the language it shows. Without the
// build's split (vitest), core is the whole catalogue and rest is empty.
const LOADERS: Record<Locale, Record<CataloguePart, Loader>> = SPLIT
  ? {
      sc: { core: () => import('../../locales/sc.json?catalogue=core'), rest: () => import('../../locales/sc.json?catalogue=rest') },
      tc: { core: () => import('../../locales/tc.json?catalogue=core'), rest: () => import('../../locales/tc.json?catalogue=rest') },
      en: { core: () => import('../../locales/en.json?catalogue=core'), rest: () => import('../../locales/en.json?catalogue=rest') },
    }
  : {
      sc: { core: () => import('../../locales/sc.json'), rest: EMPTY },
      tc: { core: () => import('../../locales/tc.json'), rest: EMPTY },
      en: { core: () => import('../../locales/en.json'), rest: EMPTY },
    };

const loaded = new Map<string, Promise<Catalogue>>();
const merged = new WeakMap<i18n, Set<string>>();
let active: i18n | null = null;
let restWanted = false;
let latestRequest = 0;

/** A part of a language's catalogue (the core by default), fetched once. */
export function loadCatalogue(locale: Locale, part: CataloguePart = 'core'): Promise<Catalogue> {
  const key = `${locale}:${part}`;
  let pending = loaded.get(key);
  if (!pending) {
    pending = LOADERS[locale][part]().then((module) => module.default);
    pending.catch(() => loaded.delete(key));
    loaded.set(key, pending);
  }
  return pending;
}

async function mergePart(instance: i18n, locale: Locale, part: CataloguePart): Promise<void> {
  const done = merged.get(instance) ?? new Set<string>();
  merged.set(instance, done);
  const key = `${locale}:${part}`;
  if (done.has(key)) return;
  const catalogue = await loadCatalogue(locale, part);
  instance.addResourceBundle(locale, 'translation', catalogue, true, true);
  done.add(key);
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
  active = instance;
  return instance;
}

/** Loads the language's catalogue (and its deferred part once a screen asked for it), switches to it, sets `<html lang>`. */
export async function applyLocale(instance: i18n, locale: Locale): Promise<void> {
  active = instance;
  const request = (latestRequest += 1);
  await Promise.all([mergePart(instance, locale, 'core'), restWanted ? mergePart(instance, locale, 'rest') : null]);
  // A later call (the real language after the start-up default) may have finished loading first: the latest wins.
  if (request !== latestRequest) return;
  await instance.changeLanguage(locale);
  document.documentElement.lang = htmlLang(locale);
}

/**
 * Switches the portal's instance (the one last created or applied) to `locale`, its catalogue loaded first, so that the
 * first screen is drawn in it; without an instance, only loads the catalogue.
 */
export async function applyLocaleToActive(locale: Locale): Promise<void> {
  if (active) await applyLocale(active, locale);
  else await loadCatalogue(locale);
}

/** Loads and merges the deferred messages (form runtime, information screens) of the current language, now and after. */
export async function loadDeferredMessages(): Promise<void> {
  restWanted = true;
  if (active) await mergePart(active, useProjectStore.getState().locale, 'rest');
}
