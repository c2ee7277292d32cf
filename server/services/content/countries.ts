import { getCountries, getCountryCallingCode } from 'libphonenumber-js';
import type { CountryEntry, RegionName } from '../../../protocol/content';

/** Names the portal's own fixtures use for these regions. */
const OVERRIDES: Record<string, RegionName> = {
  HK: { sc: '中国香港', tc: '中國香港', en: 'Hong Kong, China' },
  MO: { sc: '中国澳门', tc: '中國澳門', en: 'Macao, China' },
  TW: { sc: '中国台湾', tc: '中國台灣', en: 'Taiwan, China' },
};

/** Regions listed first in the phone-code picker. */
const FIRST = ['CN', 'HK', 'MO', 'TW'];

let cache: CountryEntry[] | null = null;

/** About 245 calling regions: ISO code, name in sc/tc/en, calling code `+NN`; China and its SARs first, then by English name. */
export function countryList(): CountryEntry[] {
  if (cache) return cache;
  const names = {
    sc: new Intl.DisplayNames(['zh-Hans'], { type: 'region' }),
    tc: new Intl.DisplayNames(['zh-Hant'], { type: 'region' }),
    en: new Intl.DisplayNames(['en'], { type: 'region' }),
  };
  const entries = getCountries().map((code): CountryEntry => {
    const county = OVERRIDES[code] ?? { sc: names.sc.of(code) ?? code, tc: names.tc.of(code) ?? code, en: names.en.of(code) ?? code };
    return { code, classname: county.en.charAt(0).toUpperCase(), county, phoneCo: `+${getCountryCallingCode(code)}` };
  });
  const rank = (entry: CountryEntry) => {
    const index = FIRST.indexOf(entry.code);
    return index === -1 ? FIRST.length : index;
  };
  cache = entries.sort((a, b) => rank(a) - rank(b) || a.county.en.localeCompare(b.county.en, 'en'));
  return cache;
}
