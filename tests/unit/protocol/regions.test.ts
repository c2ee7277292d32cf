import { describe, expect, it } from 'vitest';
import { bareCode, callingRegions, mainRegionOf, phoneRegions } from '../../../protocol/regions';

describe('phoneRegions', () => {
  it('lists about 245 regions with calling codes, China and its regions first, memoised per locale', () => {
    const regions = phoneRegions('sc');
    expect(regions.length).toBeGreaterThanOrEqual(240);
    expect(regions.slice(0, 4)).toEqual([
      { iso: 'CN', name: '中国大陆', code: '+86' },
      { iso: 'HK', name: '中国香港', code: '+852' },
      { iso: 'MO', name: '中国澳门', code: '+853' },
      { iso: 'TW', name: '中国台湾', code: '+886' },
    ]);
    expect(phoneRegions('sc')).toBe(regions);
    expect(phoneRegions('tc')).not.toBe(regions);
  });

  it('names the regions in each locale and sorts the rest by name', () => {
    for (const [locale, tag] of [['sc', 'zh-Hans'], ['tc', 'zh-Hant'], ['en', 'en']] as const) {
      const rest = phoneRegions(locale).slice(4).map((region) => region.name);
      expect(rest).toEqual([...rest].sort(new Intl.Collator(tag).compare));
    }
    expect(phoneRegions('tc').find((region) => region.iso === 'TW')?.name).toBe('中國台灣');
    expect(phoneRegions('en')[0]).toEqual({ iso: 'CN', name: 'Chinese Mainland', code: '+86' });
    expect(phoneRegions('en').find((region) => region.iso === 'GB')).toEqual({ iso: 'GB', name: 'United Kingdom', code: '+44' });
  });

  it('is the same list, with the same names, as the server serves', () => {
    const served = callingRegions();
    for (const locale of ['sc', 'tc', 'en'] as const) {
      const byIso = new Map(phoneRegions(locale).map((region) => [region.iso, region]));
      expect(byIso.size).toBe(served.length);
      for (const entry of served) expect(byIso.get(entry.code)).toEqual({ iso: entry.code, name: entry.county[locale], code: entry.phoneCo });
    }
    expect(served[0]).toEqual({ code: 'CN', classname: 'C', county: { sc: '中国大陆', tc: '中國大陸', en: 'Chinese Mainland' }, phoneCo: '+86' });
  });

  it('finds the main region of a shared calling code', () => {
    expect(mainRegionOf('+1')).toBe('US');
    expect(mainRegionOf('44')).toBe('GB');
    expect(mainRegionOf('+999')).toBeUndefined();
    expect(bareCode(' +86 ')).toBe('86');
  });
});
