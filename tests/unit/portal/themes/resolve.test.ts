import { describe, expect, it } from 'vitest';
import { DEMO_PROJECTS } from '../../../../server/seed/demoProjects';
import { resolveInstitution } from '../../../../src/themes/institutions';
import { LOGIN_THEME_NAMES, resolveLoginTheme, THEME5_RED } from '../../../../src/themes/loginThemes';
import { DEFAULT_PRIMARY, resolveThemeSpec } from '../../../../src/themes/resolve';
import { contrastRatio, luminance, darkSurface } from '../../../../src/themes/contrast';

describe('theme resolution by user type and domain', () => {
  it('takes the configured user type first', () => {
    for (const type of ['bs', 'bicmr', 'bcy', 'itf', 'xjtu', 'ssm', 'qyj'] as const) expect(resolveInstitution(type, 'anything')).toBe(type);
    expect(resolveInstitution(' SSM ', '')).toBe('ssm');
  });

  it('falls back to the domain of each user type (spec section 6), else default', () => {
    const cases: Array<[string, string]> = [
      ['scu', 'bs'], ['data', 'bicmr'], ['jcdc', 'bcy'], ['cyzz', 'bcy'], ['xzktbm', 'bcy'], ['jcdctwo', 'bcy'],
      ['itf', 'itf'], ['xjtu', 'xjtu'], ['sc', 'ssm'], ['schwarzman', 'ssm'], ['qyj', 'qyj'], ['unknown', 'default'], ['', 'default'],
    ];
    for (const [domain, institution] of cases) expect(resolveInstitution(undefined, domain)).toBe(institution);
    expect(resolveInstitution('other', 'scu')).toBe('bs');
  });

  it('gives each demo institution its own header and footer, not a colour swap alone', () => {
    const specs = DEMO_PROJECTS.map((project) => resolveThemeSpec({ color: project.color, userType: project.userType, domain: project.domain }));
    expect(new Set(specs.map((spec) => spec.institution)).size).toBe(7);
    expect(new Set(specs.map((spec) => spec.header.variant)).size).toBe(7);
    expect(new Set(specs.map((spec) => `${spec.footer.variant}|${spec.footer.surface.bg}`)).size).toBe(7);
    const ssm = specs.find((spec) => spec.institution === 'ssm');
    expect(ssm?.header.align).toBe('center');
    expect(ssm?.headingFont).toMatch(/serif/);
    expect(specs.find((spec) => spec.institution === 'qyj')?.radius).toBe(16);
  });

  it('uses #4dbca6 when the project names no colour, darkened only as far as readable text needs', () => {
    const spec = resolveThemeSpec({ color: 'green', userType: 'bs' });
    expect(spec.brand).toBe(DEFAULT_PRIMARY);
    expect(spec.primary).toBe(darkSurface(DEFAULT_PRIMARY));
    expect(contrastRatio(spec.primary, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(spec.primary, '#ffffff')).toBeLessThan(5.5);
  });
});

describe('login themes 1–7 and schwarzman', () => {
  it('draws every theme differently (background, card, band)', () => {
    const specs = LOGIN_THEME_NAMES.map((name) => resolveLoginTheme({ name, color: DEFAULT_PRIMARY }));
    expect(new Set(specs.map((spec) => spec.background)).size).toBe(LOGIN_THEME_NAMES.length);
    expect(new Set(specs.map((spec) => JSON.stringify(spec.card))).size).toBeGreaterThanOrEqual(7);
    expect(specs.find((spec) => spec.name === 'theme-2')?.layout).toBe('split');
    expect(specs.find((spec) => spec.name === 'theme-4')?.layout).toBe('banded');
  });

  it('makes theme-5 dark red whatever the project colour, and unknown names theme-1', () => {
    const theme5 = resolveLoginTheme({ name: 'theme-5', color: '#0b4ea2' });
    expect(theme5.band?.bg).toBe(darkSurface(THEME5_RED));
    const { r, g, b } = { r: parseInt(theme5.band?.bg.slice(1, 3) ?? '0', 16), g: parseInt(theme5.band?.bg.slice(3, 5) ?? '0', 16), b: parseInt(theme5.band?.bg.slice(5, 7) ?? '0', 16) };
    expect(r).toBeGreaterThan(g * 2);
    expect(r).toBeGreaterThan(b * 2);
    expect(luminance(theme5.band?.bg ?? '#fff')).toBeLessThan(0.1);
    expect(resolveLoginTheme({ name: 'theme-99' }).name).toBe('theme-1');
  });

  it('puts a configured background and header image behind the theme', () => {
    const spec = resolveLoginTheme({ name: 'theme-4', background: '/bg.png', headerImage: '/head.png' });
    expect(spec.background).toContain('url("/bg.png")');
    expect(spec.bandBackground).toContain('url("/head.png")');
  });
});
