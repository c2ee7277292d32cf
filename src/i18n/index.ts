export { createPortalI18n, applyLocale, applyLocaleToActive, loadCatalogue, loadDeferredMessages } from './instance';
export { catalogueSlice, DEFERRED_PATHS, PART_QUERY, type CataloguePart } from './parts';
export { readProjectLanguage, writeProjectLanguage } from './cookie';
export { localized } from './text';
export { browserLocale, htmlLang, languageCookieName, offeredOr, readCookie, resolveLanguage, ENGLISH_FIRST_PROJECT, type LanguageInputs } from '../../protocol/language';
export { dateText, isoDate } from './dates';
