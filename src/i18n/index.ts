export { createPortalI18n, applyLocale, loadCatalogue } from './instance';
export { readProjectLanguage, writeProjectLanguage } from './cookie';
export { localized } from './text';
export { browserLocale, htmlLang, languageCookieName, offeredOr, readCookie, resolveLanguage, ENGLISH_FIRST_PROJECT, type LanguageInputs } from './rules';
