import { useEffect } from 'react';
import { type Locale, translate } from '../../schema-adapters/index';
import { LANGUAGE_TAGS } from './languageTags';

/** The page's language and title follow the gallery's language. */
export function useDocumentLanguage(locale: Locale): void {
  useEffect(() => {
    document.documentElement.lang = LANGUAGE_TAGS[locale];
    document.title = translate(locale, 'gallery.title');
  }, [locale]);
}
