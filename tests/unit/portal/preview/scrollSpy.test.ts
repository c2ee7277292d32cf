import { describe, expect, it } from 'vitest';
import type { PreviewData } from '../../../../protocol/apply';
import { previewLayoutOf, showsMenu, visibleModules } from '../../../../src/pages/preview/previewLayout';
import { SPY_INTERVAL_MS, SPY_TOLERANCE_PX, activeSection } from '../../../../src/pages/preview/scrollSpy';

const tops = [100, 600, 1_400];

describe('scroll-spy choice', () => {
  it('checks every 100 ms with a 5 px tolerance', () => {
    expect(SPY_INTERVAL_MS).toBe(100);
    expect(SPY_TOLERANCE_PX).toBe(5);
  });

  it('picks the last section whose top is at or above the reading line', () => {
    expect(activeSection({ tops, line: 0, atBottom: false })).toBe(0);
    expect(activeSection({ tops, line: 599, atBottom: false })).toBe(1);
    expect(activeSection({ tops, line: 594, atBottom: false })).toBe(0);
    expect(activeSection({ tops, line: 595, atBottom: false })).toBe(1);
    expect(activeSection({ tops, line: 5_000, atBottom: false })).toBe(2);
  });

  it('picks the last section at the bottom of the page, and none without sections', () => {
    expect(activeSection({ tops, line: 700, atBottom: true })).toBe(2);
    expect(activeSection({ tops: [], line: 0, atBottom: false })).toBe(-1);
  });
});

const module = (menuid: number, referee: 0 | 1 | 2): PreviewData['modules'][number] => ({
  menu: { menuid, title: { en: `M${menuid}` }, name: `M${menuid}`, options: {}, required: 1, referee, state: 2, version: 1 },
  fields: [],
  values: {},
});

describe('preview layout', () => {
  it('reads the layout from the page configuration, a third wide in the schwarzman variant', () => {
    expect(previewLayoutOf(undefined, 'theme-1')).toEqual({ mode: 'horz', menuFraction: 0.25 });
    expect(previewLayoutOf('vert', 'theme-1').mode).toBe('vert');
    expect(previewLayoutOf('horz', 'schwarzman').menuFraction).toBeCloseTo(1 / 3);
  });

  it('shows the top menu only with more than one module; the left column always', () => {
    expect(showsMenu({ mode: 'vert', menuFraction: 0.25 }, 1)).toBe(false);
    expect(showsMenu({ mode: 'vert', menuFraction: 0.25 }, 2)).toBe(true);
    expect(showsMenu({ mode: 'horz', menuFraction: 0.25 }, 1)).toBe(true);
  });

  it('skips letter modules, and referee information unless its flag is on', () => {
    const modules = [module(1, 0), module(2, 1), module(3, 2)];
    expect(visibleModules({ modules, showReferee: true }).map((item) => item.menu.menuid)).toEqual([1, 2]);
    expect(visibleModules({ modules, showReferee: false }).map((item) => item.menu.menuid)).toEqual([1]);
  });
});
