import { parseJson } from '../../db/json';
import { type Locale, type LocalizedText, pickText } from '../../../schema-adapters';
import { isRecord } from '../../../schema-adapters/keywords/record';

/** A `{sc, tc, en}` JSON column, tolerant of a plain string. */
export function localized(text: string | null | undefined): LocalizedText {
  const value = parseJson<unknown>(text, {});
  if (typeof value === 'string') return { sc: value, tc: value, en: value };
  if (!isRecord(value)) return {};
  const result: LocalizedText = {};
  for (const locale of ['sc', 'tc', 'en'] as const) {
    const entry = value[locale];
    if (typeof entry === 'string') result[locale] = entry;
  }
  return result;
}

/** Text of an operator value that may be a string or per-language object. */
export function textIn(value: unknown, locale: Locale): string {
  if (typeof value === 'string') return value;
  if (typeof value !== 'object' || value === null) return '';
  return pickText(value as LocalizedText, locale);
}
