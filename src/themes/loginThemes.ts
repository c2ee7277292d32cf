import { isOneOf } from '../../protocol/isOneOf';
import { darkSurface, isHexColor, mix, PAPER } from './contrast';
import { DEFAULT_PRIMARY, surface } from './resolve';
import type { Surface } from './types';

/** Login theme names (the project's `layout.name`). */
export const LOGIN_THEME_NAMES = ['theme-1', 'theme-2', 'theme-3', 'theme-4', 'theme-5', 'theme-6', 'theme-7', 'schwarzman'] as const;
export type LoginThemeName = (typeof LOGIN_THEME_NAMES)[number];

/** theme-5's dark red (spec section 9). */
export const THEME5_RED = '#8b1a1a';

/** How a login frame is drawn: page background, card, and an optional brand band or side panel. */
export interface LoginThemeSpec {
  name: LoginThemeName;
  /** `card`: centred card; `split`: brand panel beside the card; `banded`: card over a brand band. */
  layout: 'card' | 'split' | 'banded';
  /** CSS background of the page area. */
  background: string;
  card: { radius: number; border: string; shadow: string; topStripe: string | null; serif: boolean; uppercase: boolean };
  /** The brand band (card head, side panel or page band) and its text; null for none. */
  band: Surface | null;
  /** CSS background of the band (a gradient or the header image over its colour). */
  bandBackground: string;
}

/** Inputs of a login theme: name, project colour, configured background and header images. */
export interface LoginThemeInputs {
  name?: string | null;
  color?: string | null;
  background?: string | null;
  headerImage?: string | null;
}

const isName = (value: unknown): value is LoginThemeName => isOneOf(LOGIN_THEME_NAMES, value);
const image = (url: string | null | undefined, fallback: string) => (url ? `url("${encodeURI(url)}") center / cover no-repeat, ${fallback}` : fallback);
/** Text on a configured header image stays readable through a dark veil. */
const VEIL = 'linear-gradient(rgba(0, 0, 0, 0.5), rgba(0, 0, 0, 0.5))';
const veiled = (url: string | null | undefined, fallback: string) => (url ? `${VEIL}, ${image(url, fallback)}` : fallback);
const SHADOW = '0 10px 30px rgba(0, 0, 0, 0.12)';

/** The login frame of a project's theme (`theme-1` when unknown); every band text readable at 4.5:1. */
export function resolveLoginTheme({ name, color, background, headerImage }: LoginThemeInputs): LoginThemeSpec {
  const key: LoginThemeName = isName(name) ? name : 'theme-1';
  const brand = isHexColor(color) ? color : DEFAULT_PRIMARY;
  const dark = darkSurface(brand);
  const tint = mix(brand, PAPER, 0.9);
  const card = { radius: 8, border: 'none', shadow: SHADOW, topStripe: null, serif: false, uppercase: false };
  const make = (spec: Omit<LoginThemeSpec, 'name' | 'background' | 'bandBackground'> & { page: string; bandCss?: string }): LoginThemeSpec => {
    const { page, bandCss, ...rest } = spec;
    const band = rest.band;
    const bandFallback = bandCss ?? (band ? (band.bgEnd ? `linear-gradient(135deg, ${band.bg}, ${band.bgEnd})` : band.bg) : 'none');
    return { ...rest, name: key, background: image(background, page), bandBackground: band ? veiled(headerImage, bandFallback) : 'none' };
  };
  switch (key) {
    case 'theme-2':
      return make({ layout: 'split', page: PAPER, card: { ...card, radius: 0, shadow: 'none' }, band: surface(dark, PAPER, darkSurface(mix(dark, '#000000', 0.3))), bandCss: `repeating-linear-gradient(45deg, rgba(0,0,0,0.12) 0 2px, transparent 2px 14px), linear-gradient(160deg, ${dark}, ${darkSurface(mix(dark, '#000000', 0.3))})` });
    case 'theme-3':
      return make({ layout: 'card', page: `repeating-linear-gradient(-45deg, rgba(120, 90, 40, 0.05) 0 6px, transparent 6px 18px), #f7f3ea`, card: { ...card, radius: 0, border: `1px solid ${mix(brand, PAPER, 0.6)}`, shadow: 'none', topStripe: brand, serif: true }, band: null });
    case 'theme-4':
      return make({ layout: 'banded', page: `linear-gradient(180deg, transparent 0 260px, ${tint} 260px)`, card: { ...card, radius: 12 }, band: surface(dark, PAPER, darkSurface(mix(brand, '#1a237e', 0.5))) });
    case 'theme-5': {
      const red = darkSurface(THEME5_RED);
      return make({ layout: 'card', page: `radial-gradient(circle at 50% 0%, ${mix(red, PAPER, 0.15)}, ${red} 55%, ${mix(red, '#000000', 0.45)})`, card: { ...card, radius: 4, shadow: '0 12px 40px rgba(0, 0, 0, 0.45)' }, band: surface(red, PAPER) });
    }
    case 'theme-6':
      return make({ layout: 'card', page: `radial-gradient(circle at 12% 18%, ${mix(brand, PAPER, 0.7)} 0 120px, transparent 121px), radial-gradient(circle at 88% 82%, ${mix(brand, PAPER, 0.75)} 0 160px, transparent 161px), ${mix(brand, PAPER, 0.93)}`, card: { ...card, radius: 24, shadow: '0 18px 50px rgba(0, 0, 0, 0.14)' }, band: null });
    case 'theme-7': {
      const slate = '#1f2933';
      return make({ layout: 'card', page: `linear-gradient(rgba(255,255,255,0.05) 1px, transparent 1px) 0 0 / 32px 32px, linear-gradient(90deg, rgba(255,255,255,0.05) 1px, transparent 1px) 0 0 / 32px 32px, ${slate}`, card: { ...card, radius: 12, topStripe: brand, shadow: '0 16px 48px rgba(0, 0, 0, 0.5)' }, band: surface(mix(slate, PAPER, 0.08), PAPER) });
    }
    case 'schwarzman':
      return make({ layout: 'card', page: '#f8f5ef', card: { ...card, radius: 0, border: `3px double ${mix(brand, '#b08d57', 0.4)}`, shadow: 'none', serif: true, uppercase: true }, band: null });
    default:
      return make({ layout: 'card', page: `radial-gradient(${mix(brand, PAPER, 0.7)} 1px, transparent 1.5px) 0 0 / 18px 18px, ${tint}`, card: { ...card, topStripe: brand }, band: null });
  }
}
