import en from '../locales/en.json';
import sc from '../locales/sc.json';
import tc from '../locales/tc.json';
import { NO_TEXT } from './parse/empty';
import type { Locale, LocalizedText } from './types';

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** Every message key, typed from the English catalogue. */
export type MessageKey = Leaves<typeof en>;

const catalogues: Record<Locale, unknown> = { sc, tc, en };

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

function lookup(catalogue: unknown, key: string): string | undefined {
  let node: unknown = catalogue;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** A catalogue message with `{{name}}` placeholders filled (the i18next syntax the portal uses too). */
export function translate(locale: Locale, key: MessageKey, params: Record<string, unknown> = {}): string {
  const template = lookup(catalogues[locale], key) ?? lookup(catalogues.en, key) ?? key;
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(params[name] ?? ''));
}
