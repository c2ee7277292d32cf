import { describe, expect, it } from 'vitest';
import { bareCode, mainRegionOf, phoneRegions } from '../../../../renderers/choice/phoneRegions';

describe('phoneRegions', () => {
  it('lists about 245 regions with calling codes, Mainland China first, memoised per locale', () => {
    const regions = phoneRegions('sc');
    expect(regions.length).toBeGreaterThanOrEqual(240);
    expect(regions[0]).toEqual({ iso: 'CN', name: '中国', code: '+86' });
    expect(regions.find((region) => region.iso === 'HK')).toEqual({ iso: 'HK', name: '中国香港特别行政区', code: '+852' });
    expect(phoneRegions('sc')).toBe(regions);
    expect(phoneRegions('tc')).not.toBe(regions);
  });

  it('names the regions in each locale and sorts the rest by name', () => {
    for (const [locale, tag] of [['sc', 'zh-Hans'], ['tc', 'zh-Hant'], ['en', 'en']] as const) {
      const rest = phoneRegions(locale).slice(1).map((region) => region.name);
      expect(rest).toEqual([...rest].sort(new Intl.Collator(tag).compare));
    }
    expect(phoneRegions('tc').find((region) => region.iso === 'TW')?.name).toBe('台灣');
    expect(phoneRegions('en').find((region) => region.iso === 'GB')).toEqual({ iso: 'GB', name: 'United Kingdom', code: '+44' });
  });

  it('finds the main region of a shared calling code', () => {
    expect(mainRegionOf('+1')).toBe('US');
    expect(mainRegionOf('44')).toBe('GB');
    expect(mainRegionOf('+999')).toBeUndefined();
    expect(bareCode(' +86 ')).toBe('86');
  });
});
