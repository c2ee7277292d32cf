import { darkSurface, ensureContrast, INK, isHexColor, mix, PAPER, textOn } from './contrast';
import { INSTITUTIONS, resolveInstitution, type InstitutionStyle } from './institutions';
import type { Institution, PortalThemeSpec, Surface } from './types';

/** The portal's primary colour when a project names none (spec section 9). */
export const DEFAULT_PRIMARY = '#4dbca6';

/** What a theme is resolved from: the project colour, user type and domain. */
export interface ThemeInputs {
  color?: string | null;
  userType?: string | null;
  domain?: string | null;
}

/** A surface whose text (and muted text) reads on it; `fg` is a preference. */
export function surface(bg: string, fg: string = textOn(bg), bgEnd?: string): Surface {
  const ends = bgEnd ? [bg, bgEnd] : [bg];
  const readable = (color: string) => ensureContrast(color, ends);
  const main = readable(fg);
  return { bg, ...(bgEnd ? { bgEnd } : {}), fg: main, muted: readable(mix(main, bg, 0.22)) };
}

type Header = PortalThemeSpec['header'];
type Footer = PortalThemeSpec['footer'];

function headerOf(style: InstitutionStyle, brand: string, primary: string, accent: string): Header {
  const dark = darkSurface(brand);
  const white = surface(PAPER, INK);
  const nav = (bg: string, fg: string, activeBg: string, indicator: string, activeFg?: string) => ({
    ...surface(bg, fg),
    activeBg,
    activeFg: ensureContrast(activeFg ?? textOn(activeBg), activeBg),
    indicator,
  });
  const base = { variant: style.header, band: null, align: 'left' as const, uppercaseNav: false };
  switch (style.header) {
    case 'solid': {
      const deeper = darkSurface(mix(dark, '#000000', 0.25));
      return { ...base, top: surface(dark, PAPER), nav: nav(deeper, PAPER, mix(deeper, PAPER, 0.12), accent), uppercaseNav: true };
    }
    case 'band': {
      const cream = mix(accent, PAPER, 0.92);
      return { ...base, band: accent, top: surface(cream, mix(accent, '#000000', 0.55)), nav: nav(PAPER, INK, mix(accent, PAPER, 0.85), accent, mix(accent, '#000000', 0.4)) };
    }
    case 'gradient':
      return { ...base, top: surface(dark, PAPER, darkSurface(accent)), nav: nav(PAPER, INK, mix(brand, PAPER, 0.88), primary, primary) };
    case 'split': {
      const navy = darkSurface(mix(brand, '#000000', 0.35));
      return { ...base, band: accent, top: surface(navy, PAPER), nav: nav(PAPER, INK, PAPER, accent, ensureContrast(accent, PAPER)) };
    }
    case 'elegant':
      return { ...base, align: 'center', uppercaseNav: true, top: surface(PAPER, primary), nav: nav(PAPER, INK, PAPER, accent, primary) };
    case 'pill': {
      const tint = mix(brand, PAPER, 0.9);
      return { ...base, top: surface(tint, INK), nav: nav(tint, INK, dark, accent, PAPER) };
    }
    default:
      return { ...base, top: white, nav: nav(dark, PAPER, darkSurface(mix(dark, '#000000', 0.2)), accent) };
  }
}

function footerOf(style: InstitutionStyle, brand: string, primary: string, accent: string, institution: Institution): Footer {
  const withLinks = (bg: string, fg: string, link: string, heading = fg) => {
    const base = surface(bg, fg);
    return { ...base, link: ensureContrast(link, bg), heading: ensureContrast(heading, bg) };
  };
  const rule = accent;
  switch (institution) {
    case 'bs':
      return { variant: style.footer, rule, links: style.links, surface: withLinks(mix(darkSurface(brand), '#10161c', 0.7), '#e9edf0', mix(brand, PAPER, 0.55), PAPER) };
    case 'bcy':
      return { variant: style.footer, rule, links: style.links, surface: withLinks(mix(accent, PAPER, 0.88), mix(accent, '#000000', 0.7), mix(accent, '#000000', 0.45)) };
    case 'itf':
      return { variant: style.footer, rule, links: style.links, surface: withLinks(darkSurface(brand), PAPER, mix(accent, PAPER, 0.7)) };
    case 'xjtu':
      return { variant: style.footer, rule, links: style.links, surface: withLinks(darkSurface(mix(brand, '#000000', 0.5)), PAPER, mix(accent, PAPER, 0.65)) };
    case 'ssm':
      return { variant: style.footer, rule, links: style.links, surface: withLinks(darkSurface(mix(brand, '#000000', 0.3)), '#f5efe6', mix(accent, PAPER, 0.35), PAPER) };
    case 'qyj':
      return { variant: style.footer, rule, links: style.links, surface: withLinks(mix(brand, PAPER, 0.82), INK, darkSurface(brand)) };
    default:
      return { variant: style.footer, rule, links: style.links, surface: withLinks('#f3f5f7', '#2b2b2b', primary, INK) };
  }
}

/** The portal theme of a project: institution by user type (or domain), colours from the project colour, all readable. */
export function resolveThemeSpec({ color, userType, domain }: ThemeInputs): PortalThemeSpec {
  const institution = resolveInstitution(userType, domain);
  const style = INSTITUTIONS[institution];
  const brand = isHexColor(color) ? color : DEFAULT_PRIMARY;
  const primary = darkSurface(brand);
  const secondary = ensureContrast(style.accent, PAPER);
  return {
    institution,
    brand,
    primary,
    secondary,
    fontFamily: style.fontFamily,
    headingFont: style.headingFont,
    radius: style.radius,
    header: headerOf(style, brand, primary, style.accent),
    footer: footerOf(style, brand, primary, style.accent, institution),
  };
}
