import i18next from 'i18next';
import { NO_TEXT } from './parse/empty';
import type enCatalogue from '../locales/en.json';
import { en, sc, tc } from './runtimeCatalogues';
import type { Locale, LocalizedText } from './types';

/** Sections kept out of the browser's form runtime; their owners add them with {@link addMessageSections}. */
type OwnSections = Pick<typeof enCatalogue, 'server' | 'web' | 'gallery'>;

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** The plural forms of a message (`key_one`, …) are chosen by i18next from `count`; callers name the message itself. */
type PluralForm = `${string}_${'zero' | 'one' | 'two' | 'few' | 'many' | 'other'}`;

/** Every message key, typed from the English catalogue. */
export type MessageKey = Exclude<Leaves<typeof en & OwnSections>, PluralForm>;

const EMPTY_TEXT: LocalizedText = NO_TEXT;

const FALLBACK_ORDER: readonly Locale[] = ['sc', 'en', 'tc'];

/** Text in `locale`, falling back sc → en → tc; empty string when no language has it. */
export function pickText(text: LocalizedText | undefined, locale: Locale): string {
  const own = text?.[locale];
  if (own) return own;
  if (!text || text === EMPTY_TEXT) return '';
  for (const fallback of FALLBACK_ORDER) {
    const value = text[fallback];
    if (value) return value;
  }
  return '';
}

// Its own instance, initialised synchronously, so the server and the form runtime translate without React or the
// portal's lazily loaded catalogues, with the same plural rules and `{{name}}` interpolation as the portal.
const messages = i18next.createInstance();
void messages.init({
  // Copies: sections added later merge into the instance's own objects, not into the imported catalogues.
  resources: { sc: { translation: { ...sc } }, tc: { translation: { ...tc } }, en: { translation: { ...en } } },
  lng: 'sc',
  fallbackLng: 'en',
  supportedLngs: ['sc', 'tc', 'en'],
  interpolation: { escapeValue: false },
  missingInterpolationHandler: () => '',
  initAsync: false,
});

/** Adds catalogue sections the runtime leaves out (the API server's `server` and `web`, the gallery's `gallery`). */
export function addMessageSections(sections: Record<Locale, Partial<OwnSections>>): void {
  for (const locale of ['sc', 'tc', 'en'] as const) messages.addResourceBundle(locale, 'translation', sections[locale], true, true);
}

/**
 * A catalogue message in `locale` (else English, else the key) with `{{name}}` placeholders filled from `params`; a
 * numeric `count` picks the plural form (`key_one`, else the key itself).
 */
export function translate(locale: Locale, key: MessageKey, params: Record<string, unknown> = {}): string {
  return messages.t(key, { lng: locale, replace: params, ...(typeof params.count === 'number' ? { count: params.count } : {}) });
}

/** A text that is not in the catalogue (a runtime's or a field type's own wording) with `{{name}}` filled the same way. */
export function fillText(locale: Locale, template: string, params: Record<string, unknown> = {}): string {
  return messages.services.interpolator.interpolate(template, params, locale, {});
}
