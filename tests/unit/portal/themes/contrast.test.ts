import { describe, expect, it } from 'vitest';
import { DEMO_PROJECTS } from '../../../../server/seed/demoProjects';
import { contrastRatio, ensureContrast, MIN_TEXT_CONTRAST } from '../../../../src/themes/contrast';
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

describe('contrast arithmetic', () => {
  it('matches WCAG reference values', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#fff', '#ffffff')).toBe(1);
  });

  it('moves a colour until it reads, and leaves a readable one alone', () => {
    expect(ensureContrast('#000000', '#ffffff')).toBe('#000000');
    for (const bg of COLOURS) for (const fg of COLOURS) expect(contrastRatio(ensureContrast(fg, bg), bg)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
  });
});

describe('every themed text colour reads at 4.5:1', () => {
  const institutions = Object.keys(INSTITUTIONS) as Institution[];
  for (const institution of institutions) {
    it(`${institution}: header, menu, footer, primary and accent for every colour`, () => {
      const failures = COLOURS.flatMap((color) =>
        textPairs(resolveThemeSpec({ color, userType: institution === 'default' ? null : institution }))
          .filter(([, fg, bg]) => contrastRatio(fg, bg) < MIN_TEXT_CONTRAST)
          .map(([name, fg, bg]) => `${color} ${name}: ${fg} on ${bg} = ${contrastRatio(fg, bg).toFixed(2)}`),
      );
      expect(failures).toEqual([]);
    });
  }

  for (const name of LOGIN_THEME_NAMES) {
    it(`login ${name}: the brand band's text for every colour`, () => {
      const failures = COLOURS.flatMap((color) => {
        const band = resolveLoginTheme({ name, color }).band;
        return band ? pairsOf('band', band).filter(([, fg, bg]) => contrastRatio(fg, bg) < MIN_TEXT_CONTRAST).map(([key, fg, bg]) => `${color} ${key}: ${fg} on ${bg}`) : [];
      });
      expect(failures).toEqual([]);
    });
  }
});
