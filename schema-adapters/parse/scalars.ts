import { LOCALES, type LocalizedText } from '../types';
import { isRecord } from './context';

/** Marks a value that is present but unusable, so callers can choose to warn or fail. */
export const INVALID = Symbol('invalid');
export type Parsed<T> = T | undefined | typeof INVALID;

/** Absent, null, blank text, or the JSON text `null`. */
export function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && (value.trim() === '' || value.trim() === 'null'));
}

/** A finite number from a number or numeric text; `undefined` when absent or blank. */
export function toNumber(value: unknown): Parsed<number> {
  if (isBlank(value)) return undefined;
  const number = typeof value === 'number' ? value : typeof value === 'string' ? Number(value.trim()) : NaN;
  return Number.isFinite(number) ? number : INVALID;
}

/** A whole number (from number or text) that is at least `min`. */
export function toInteger(value: unknown, min = 0): Parsed<number> {
  const number = toNumber(value);
  if (number === undefined || number === INVALID) return number;
  return Number.isInteger(number) && number >= min ? number : INVALID;
}

/** Flags sent as 1/0, "1"/"0", true/false or "true"/"false". */
export function toFlag(value: unknown): Parsed<boolean> {
  if (isBlank(value)) return undefined;
  if (value === true || value === 1 || value === '1' || value === 'true') return true;
  if (value === false || value === 0 || value === '0' || value === 'false') return false;
  return INVALID;
}

/** Text from a string or a number; `undefined` when absent. */
export function toText(value: unknown): Parsed<string> {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return INVALID;
}

/** JSON text parsed when it looks like an object or a list; other values pass through. */
export function fromJsonText(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  if (trimmed === '') return undefined;
  if (!/^[[{]/.test(trimmed)) return value;
  try {
    return JSON.parse(trimmed);
  } catch {
    return INVALID;
  }
}

/** Per-language text from a plain string (every language) or an object keyed by sc/tc/en (or JSON text of one). */
export function toLocalizedText(value: unknown): Parsed<LocalizedText> {
  if (isBlank(value)) return undefined;
  const decoded = fromJsonText(value);
  if (typeof decoded === 'string' || typeof decoded === 'number') {
    const text = String(decoded);
    return { sc: text, tc: text, en: text };
  }
  if (!isRecord(decoded)) return INVALID;
  const picked = pickLocales(decoded);
  if (picked) return picked;
  return Object.keys(decoded).length === 0 ? undefined : INVALID;
}

/** The sc/tc/en texts of an object, or `undefined` when it has none. */
export function pickLocales(source: Record<string, unknown>): LocalizedText | undefined {
  if (isPlainLocalizedText(source)) return source;
  let result: LocalizedText | undefined;
  for (const locale of LOCALES) {
    const text = source[locale];
    if (typeof text === 'string' || typeof text === 'number') (result ??= {})[locale] = String(text);
  }
  return result;
}

/** True when the object holds nothing but sc/tc/en texts, so it can be used as it is. */
function isPlainLocalizedText(source: Record<string, unknown>): source is LocalizedText {
  let count = 0;
  for (const key in source) {
    if ((key !== 'sc' && key !== 'tc' && key !== 'en') || typeof source[key] !== 'string') return false;
    count += 1;
  }
  return count > 0;
}

/** A list of texts from a list, JSON text of a list, or comma-separated text. */
export function toTextList(value: unknown): Parsed<string[]> {
  if (isBlank(value)) return undefined;
  const decoded = fromJsonText(value);
  if (typeof decoded === 'string') return decoded.split(/[,，|]/).map((part) => part.trim()).filter(Boolean);
  if (typeof decoded === 'number') return [String(decoded)];
  if (!Array.isArray(decoded)) return INVALID;
  const texts = decoded.map((item) => (typeof item === 'string' || typeof item === 'number' ? String(item).trim() : null));
  return texts.every((text): text is string => text !== null) ? texts.filter(Boolean) : INVALID;
}

/** A list of whole numbers (option indices) from a list, JSON text or comma-separated text. */
export function toIndexList(value: unknown): Parsed<number[]> {
  const texts = toTextList(value);
  if (texts === undefined || texts === INVALID) return texts;
  const numbers = texts.map((text) => Number(text));
  return numbers.every((n) => Number.isInteger(n) && n >= 0) ? numbers : INVALID;
}
