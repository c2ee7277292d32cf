import { useEffect } from 'react';
import { type Locale, type MessageKey, translate } from '../../schema-adapters/index';
import { LANGUAGE_TAGS } from './languageTags';

/** The page's language and title (`titleKey`, the gallery's by default) follow the gallery's language. */
export function useDocumentLanguage(locale: Locale, titleKey: MessageKey = 'gallery.title'): void {
  useEffect(() => {
    document.documentElement.lang = LANGUAGE_TAGS[locale];
    document.title = translate(locale, titleKey);
  }, [locale, titleKey]);
}
