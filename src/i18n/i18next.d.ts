import type en from '../../locales/en.json';

declare module 'i18next' {
  /** Typed keys: every `t('…')` is checked against the English catalogue. */
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
  }
}
