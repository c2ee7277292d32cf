import { contrastRatio, darken, lighten, MIN_TEXT_CONTRAST, parseHex } from './contrast';
import type { PortalThemeSpec } from './types';

/** MUI's text colour on a light background (`palette.text.primary`). */
const DARK_TEXT = 'rgba(0, 0, 0, 0.87)';

/**
 * The CSS custom properties of a portal theme, the values MUI's theme derives from it (primary's dark shade and
 * contrast text, the progress track), for the screens drawn without MUI: `var(--portal-primary)` and so on.
 */
export function themeVariables(spec: PortalThemeSpec): Record<string, string> {
  const { r, g, b } = parseHex(spec.primary);
  return {
    '--portal-primary': spec.primary,
    '--portal-primary-rgb': `${r}, ${g}, ${b}`,
    '--portal-primary-dark': darken(spec.primary, 0.3),
    '--portal-primary-contrast': contrastRatio(spec.primary, '#fff') >= MIN_TEXT_CONTRAST ? '#fff' : DARK_TEXT,
    '--portal-primary-track': lighten(spec.primary, 0.62),
    '--portal-font': spec.fontFamily,
    '--portal-heading-font': spec.headingFont,
    '--portal-radius': `${spec.radius}px`,
  };
}

/** Sets {@link themeVariables} on `element` (the document's root element), replacing the previous theme's. */
export function applyThemeVariables(element: HTMLElement, spec: PortalThemeSpec): void {
  for (const [name, value] of Object.entries(themeVariables(spec))) element.style.setProperty(name, value);
}
