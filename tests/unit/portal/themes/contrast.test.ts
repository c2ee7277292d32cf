import { describe, expect, it } from 'vitest';
import { DEMO_PROJECTS } from '../../../../server/seed/demoProjects';
import { darken as muiDarken, getContrastRatio, getLuminance, lighten as muiLighten } from '@mui/material/styles';
import { contrastRatio, darken, darkSurface, ensureContrast, lighten, luminance, MIN_TEXT_CONTRAST, parseHex } from '../../../../src/themes/contrast';
import { INSTITUTIONS } from '../../../../src/themes/institutions';
import { LOGIN_THEME_NAMES, resolveLoginTheme } from '../../../../src/themes/loginThemes';
import { DEFAULT_PRIMARY, resolveThemeSpec } from '../../../../src/themes/resolve';
import type { Institution, PortalThemeSpec, Surface } from '../../../../src/themes/types';

/** Every demo colour, the default, and hard cases (light, dark, mid-grey, saturated). */
const COLOURS = [...new Set([DEFAULT_PRIMARY, ...DEMO_PROJECTS.map((project) => project.color), '#ffff00', '#ffffff', '#000000', '#777777', '#ff0000', '#00ffff', '#e07b00'])];

const pairsOf = (name: string, surface: Surface, extra: Record<string, string> = {}): Array<[string, string, string]> => {
  const ends = surface.bgEnd ? [surface.bg, surface.bgEnd] : [surface.bg];
  const texts = { fg: surface.fg, muted: surface.muted, ...extra };
  return ends.flatMap((bg) => Object.entries(texts).map(([key, fg]): [string, string, string] => [`${name}.${key}`, fg, bg]));
};

/** Every text colour of a theme on the background it is drawn on. */
function textPairs(spec: PortalThemeSpec): Array<[string, string, string]> {
  const { header, footer } = spec;
  return [
    ['primary on white', spec.primary, '#ffffff'],
    ['white on primary', '#ffffff', spec.primary],
    ['secondary on white', spec.secondary, '#ffffff'],
    ...pairsOf('header.top', header.top),
    ...pairsOf('header.nav', header.nav),
    ['header.nav.active', header.nav.activeFg, header.nav.activeBg],
    ...pairsOf('footer', footer.surface, { link: footer.surface.link, heading: footer.surface.heading }),
  ];
}

/** The WCAG 2 contrast ratio without rounding, as axe computes it. */
function exactRatio(a: string, b: string): number {
  const luminance = (hex: string) => {
    const { r, g, b } = parseHex(hex);
    const linear = (channel: number) => (channel / 255 <= 0.04045 ? channel / 255 / 12.92 : ((channel / 255 + 0.055) / 1.055) ** 2.4);
    return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

describe('contrast arithmetic', () => {
  it("gives MUI's results (luminance rounding, contrast, darken, lighten), so plain screens and MUI's theme agree", () => {
    for (const a of [...COLOURS, '#abc', '#327a6c']) {
      expect(luminance(a)).toBe(getLuminance(a));
      for (const amount of [0, 0.3, 0.62, 1]) {
        expect(darken(a, amount)).toBe(muiDarken(a, amount));
        expect(lighten(a, amount)).toBe(muiLighten(a, amount));
      }
      for (const b of COLOURS) expect(contrastRatio(a, b)).toBe(getContrastRatio(a, b));
    }
  });

  it('matches WCAG reference values (MUI rounds luminance to three decimals)', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 1);
    expect(contrastRatio('#fff', '#ffffff')).toBe(1);
  });

  it('moves a colour until it reads, and leaves a readable one alone', () => {
    expect(ensureContrast('#000000', '#ffffff')).toBe('#000000');
    for (const bg of COLOURS) for (const fg of COLOURS) expect(contrastRatio(ensureContrast(fg, bg), bg)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
  });

  it('reaches the minimum by the exact ratio too, despite the rounded luminance', () => {
    const failures = COLOURS.flatMap((bg) => COLOURS.map((fg) => [ensureContrast(fg, bg), bg] as const)).filter(([fg, bg]) => exactRatio(fg, bg) < MIN_TEXT_CONTRAST);
    expect(failures).toEqual([]);
    for (const color of COLOURS) expect(exactRatio('#ffffff', darkSurface(color))).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
  });
});

describe('every themed text colour reads at 4.5:1', () => {
  const institutions = Object.keys(INSTITUTIONS) as Institution[];
  for (const institution of institutions) {
    it(`${institution}: header, menu, footer, primary and accent for every colour`, () => {
      const failures = COLOURS.flatMap((color) =>
        textPairs(resolveThemeSpec({ color, userType: institution === 'default' ? null : institution }))
          .filter(([, fg, bg]) => exactRatio(fg, bg) < MIN_TEXT_CONTRAST)
          .map(([name, fg, bg]) => `${color} ${name}: ${fg} on ${bg} = ${exactRatio(fg, bg).toFixed(3)}`),
      );
      expect(failures).toEqual([]);
    });
  }

  for (const name of LOGIN_THEME_NAMES) {
    it(`login ${name}: the brand band's text for every colour`, () => {
      const failures = COLOURS.flatMap((color) => {
        const band = resolveLoginTheme({ name, color }).band;
        return band ? pairsOf('band', band).filter(([, fg, bg]) => exactRatio(fg, bg) < MIN_TEXT_CONTRAST).map(([key, fg, bg]) => `${color} ${key}: ${fg} on ${bg}`) : [];
      });
      expect(failures).toEqual([]);
    });
  }
});
