import { lighten } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { DEMO_PROJECTS } from '../../../../server/seed/demoProjects';
import { muiThemeOf } from '../../../../src/themes/muiTheme';
import { resolveThemeSpec } from '../../../../src/themes/resolve';
import { applyThemeVariables, themeVariables } from '../../../../src/themes/themeVariables';

/** Every demo project's theme, and colours whose contrast text differs (light ones get dark text in MUI). */
const SPECS = [
  ...DEMO_PROJECTS.map((project) => resolveThemeSpec({ color: project.color, domain: project.domain })),
  ...['#ffff00', '#ffffff', '#000000', '#777777'].map((color) => ({ ...resolveThemeSpec({ color }), primary: color })),
];

describe('theme variables of the screens drawn without MUI', () => {
  it("carry the MUI theme's colours, type and shape for the same spec", () => {
    for (const spec of SPECS) {
      const theme = muiThemeOf(spec);
      const variables = themeVariables(spec);
      expect(variables['--portal-primary']).toBe(theme.palette.primary.main);
      expect(variables['--portal-primary-dark']).toBe(theme.palette.primary.dark);
      expect(variables['--portal-primary-contrast']).toBe(theme.palette.primary.contrastText);
      expect(variables['--portal-primary-track']).toBe(lighten(theme.palette.primary.main, 0.62));
      expect(variables['--portal-font']).toBe(theme.typography.fontFamily);
      expect(variables['--portal-heading-font']).toBe(theme.typography.h1.fontFamily);
      expect(variables['--portal-radius']).toBe(`${theme.shape.borderRadius}px`);
    }
  });

  it('writes the primary colour as channels for rgba()', () => {
    expect(themeVariables({ ...SPECS[0]!, primary: '#327a6c' })['--portal-primary-rgb']).toBe('50, 122, 108');
  });

  it('are set on the element given, replacing the previous theme', () => {
    const set = new Map<string, string>();
    const element = { style: { setProperty: (name: string, value: string) => set.set(name, value) } } as unknown as HTMLElement;
    applyThemeVariables(element, { ...SPECS[0]!, primary: '#000000' });
    applyThemeVariables(element, { ...SPECS[0]!, primary: '#327a6c' });
    expect(set.get('--portal-primary')).toBe('#327a6c');
    expect(set.get('--portal-primary-dark')).toBe('rgb(35, 85, 75)');
  });
});
