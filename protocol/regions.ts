import { getCountries, getCountryCallingCode } from 'libphonenumber-js';
import metadata from 'libphonenumber-js/metadata.min.json';
import type { CountryEntry, RegionName } from './content';
import { REGION_NAMES as NAMES } from './regionNames';

/** The portal's three languages, as region names are given. */
export type RegionLocale = keyof RegionName;

/** A region a phone number can belong to: ISO letters, name in one locale, calling code with `+`. */
export interface PhoneRegion {
  iso: string;
  name: string;
  code: string;
}

/** Regions listed first, in this order; the rest follow by name. */
const FIRST = Object.keys(NAMES);
const LANGUAGE_TAGS: Record<RegionLocale, string> = { sc: 'zh-Hans', tc: 'zh-Hant', en: 'en' };

const rank = (iso: string) => {
  const index = FIRST.indexOf(iso);
  return index === -1 ? FIRST.length : index;
};

let entries: CountryEntry[] | null = null;
const byLocale = new Map<RegionLocale, PhoneRegion[]>();

/** Every calling region libphonenumber-js knows (about 245), named in sc, tc and en; China's first, then by English name. */
export function callingRegions(): CountryEntry[] {
  if (entries) return entries;
  const names = {
    sc: new Intl.DisplayNames([LANGUAGE_TAGS.sc], { type: 'region', fallback: 'code' }),
    tc: new Intl.DisplayNames([LANGUAGE_TAGS.tc], { type: 'region', fallback: 'code' }),
    en: new Intl.DisplayNames([LANGUAGE_TAGS.en], { type: 'region', fallback: 'code' }),
  };
  entries = getCountries()
    .map((code): CountryEntry => {
      const county = NAMES[code] ?? { sc: names.sc.of(code) ?? code, tc: names.tc.of(code) ?? code, en: names.en.of(code) ?? code };
      return { code, classname: county.en.charAt(0).toUpperCase(), county, phoneCo: `+${getCountryCallingCode(code)}` };
    })
    .sort((a, b) => rank(a.code) - rank(b.code) || a.county.en.localeCompare(b.county.en, 'en'));
  return entries;
}

/** The calling regions named in `locale`: China's first, then sorted by name in that locale (memoised). */
export function phoneRegions(locale: RegionLocale): PhoneRegion[] {
  const known = byLocale.get(locale);
  if (known) return known;
  const collator = new Intl.Collator(LANGUAGE_TAGS[locale]);
  const regions = callingRegions()
    .map((entry) => ({ iso: entry.code, name: entry.county[locale], code: entry.phoneCo }))
    .sort((a, b) => rank(a.iso) - rank(b.iso) || collator.compare(a.name, b.name));
  byLocale.set(locale, regions);
  return regions;
}

/** `+86`, `86`, ` +86 ` → `86`, for comparing calling codes. */
export const bareCode = (code: string): string => code.trim().replace(/^\+/, '');

/** The ISO letters of the main region of a calling code (`+1` → `US`, `+44` → `GB`), if any. */
export function mainRegionOf(code: string): string | undefined {
  const codes = (metadata.country_calling_codes as Record<string, string[] | undefined>)[bareCode(code)];
  return codes?.[0];
}
