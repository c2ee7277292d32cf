import { getCountries, getCountryCallingCode } from 'libphonenumber-js';
import metadata from 'libphonenumber-js/metadata.min.json';
import type { Locale } from '../../schema-adapters/index';

/** A region a phone number can belong to: ISO letters, name in the locale, calling code with `+`. */
export interface PhoneRegion {
  iso: string;
  name: string;
  code: string;
}

const LANGUAGE_TAGS: Record<Locale, string> = { sc: 'zh-Hans', tc: 'zh-Hant', en: 'en' };
const FIRST = 'CN';
const cache = new Map<Locale, PhoneRegion[]>();

/** Every region libphonenumber-js knows, named in the locale and sorted by name, Mainland China first (memoised). */
export function phoneRegions(locale: Locale): PhoneRegion[] {
  const known = cache.get(locale);
  if (known) return known;
  const tag = LANGUAGE_TAGS[locale];
  const names = new Intl.DisplayNames([tag], { type: 'region', fallback: 'code' });
  const collator = new Intl.Collator(tag);
  const regions = getCountries()
    .map((iso) => ({ iso, name: names.of(iso) ?? iso, code: `+${getCountryCallingCode(iso)}` }))
    .sort((a, b) => (a.iso === FIRST ? -1 : b.iso === FIRST ? 1 : collator.compare(a.name, b.name)));
  cache.set(locale, regions);
  return regions;
}

/** `+86`, `86`, ` +86 ` → `86`, for comparing calling codes. */
export const bareCode = (code: string): string => code.trim().replace(/^\+/, '');

/** The ISO letters of the main region of a calling code (`+1` → `US`, `+44` → `GB`), if any. */
export function mainRegionOf(code: string): string | undefined {
  const codes = (metadata.country_calling_codes as Record<string, string[] | undefined>)[bareCode(code)];
  return codes?.[0];
}
