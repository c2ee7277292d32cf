import { describe, expect, it } from 'vitest';
import { browserLocale, htmlLang, languageCookieName, offeredOr, readCookie, resolveLanguage } from '../../../src/i18n';

const ALL = ['sc', 'tc', 'en'] as const;

describe('language rules', () => {
  it('defaults to sc', () => {
    expect(resolveLanguage({ shortName: 'scu', offered: ALL })).toBe('sc');
  });

  it('chooses English when stored as English, when the URL asks for it, or on the sc project with nothing stored', () => {
    expect(resolveLanguage({ stored: 'en', shortName: 'scu', offered: ALL })).toBe('en');
    expect(resolveLanguage({ urlLang: 'en', stored: 'tc', shortName: 'scu', offered: ALL })).toBe('en');
    expect(resolveLanguage({ shortName: 'sc', offered: ['en', 'sc', 'tc'] })).toBe('en');
    expect(resolveLanguage({ shortName: 'sc', stored: 'tc', offered: ['en', 'sc', 'tc'] })).toBe('tc');
  });

  it('keeps a stored language, then the URL one', () => {
    expect(resolveLanguage({ stored: 'tc', shortName: 'scu', offered: ALL })).toBe('tc');
    expect(resolveLanguage({ urlLang: 'tc', shortName: 'scu', offered: ALL })).toBe('tc');
    expect(resolveLanguage({ stored: 'xx', urlLang: 'zz', shortName: 'scu', offered: ALL })).toBe('sc');
  });

  it('gives a zh-HK, zh-MO, zh-TW or zh-Hant browser tc where the project offers it', () => {
    for (const tag of ['zh-HK', 'zh-MO', 'zh-TW', 'zh-Hant', 'zh-Hant-HK', 'ZH-hant-tw']) {
      expect(resolveLanguage({ shortName: 'scu', offered: ALL, browser: [tag] })).toBe('tc');
    }
    expect(resolveLanguage({ shortName: 'data', offered: ['sc', 'en'], browser: ['zh-HK'] })).toBe('sc');
    expect(resolveLanguage({ shortName: 'scu', offered: ALL, browser: ['en-US', 'zh-TW'] })).toBe('tc');
  });

  it('maps browser tags explicitly, never by prefix', () => {
    expect(browserLocale('zh-HK')).toBe('tc');
    expect(browserLocale('zh-CN')).toBe('sc');
    expect(browserLocale('zh-Hans-CN')).toBe('sc');
    expect(browserLocale('zh-HKX')).toBeNull();
    expect(browserLocale('zh-hantx')).toBeNull();
    expect(browserLocale('en-HK')).toBeNull();
  });

  it('falls back to the first offered language when the choice is not offered', () => {
    expect(resolveLanguage({ stored: 'en', shortName: 'jcdc', offered: ['sc', 'tc'] })).toBe('sc');
    expect(resolveLanguage({ stored: 'tc', shortName: 'data', offered: ['en', 'sc'] })).toBe('en');
    expect(resolveLanguage({ shortName: 'xjtu', offered: ['tc'] })).toBe('tc');
    expect(offeredOr('en', [])).toBe('sc');
  });

  it('names html lang and the language cookie', () => {
    expect(ALL.map(htmlLang)).toEqual(['zh-Hans', 'zh-Hant', 'en']);
    expect(languageCookieName('scu')).toBe('defautLangscu');
    expect(readCookie('a=1; defautLangscu=tc; b=2', 'defautLangscu')).toBe('tc');
    expect(readCookie('xdefautLangscu=tc', 'defautLangscu')).toBeNull();
    expect(readCookie('', 'defautLangscu')).toBeNull();
  });
});
