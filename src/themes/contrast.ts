import { decomposeColor, getContrastRatio, getLuminance, hexToRgb } from '@mui/material/styles';

/** Colour arithmetic for themed colours: parsing, mixing and WCAG contrast (pure, MUI's colour helpers underneath). */

/** An sRGB colour, channels 0–255. */
export interface Rgb {
  r: number;
  g: number;
  b: number;
}

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** True for `#rgb` or `#rrggbb`. */
export const isHexColor = (value: unknown): value is string => typeof value === 'string' && HEX.test(value);

/** A hex colour as channels (`#rgb` expanded). */
export function parseHex(hex: string): Rgb {
  const [r = 0, g = 0, b = 0] = decomposeColor(hexToRgb(hex)).values;
  return { r, g, b };
}

/** Channels as `#rrggbb`. */
export function toHex({ r, g, b }: Rgb): string {
  return `#${[r, g, b].map((channel) => Math.round(Math.min(255, Math.max(0, channel))).toString(16).padStart(2, '0')).join('')}`;
}

/** `a` moved towards `b` by `amount` (0 keeps `a`, 1 gives `b`). */
export function mix(a: string, b: string, amount: number): string {
  const from = parseHex(a);
  const to = parseHex(b);
  return toHex({ r: from.r + (to.r - from.r) * amount, g: from.g + (to.g - from.g) * amount, b: from.b + (to.b - from.b) * amount });
}

/** WCAG relative luminance (0 black to 1 white, to three decimals). */
export const luminance = (color: string): number => getLuminance(color);

/** WCAG contrast ratio of two colours (1 to 21), in either order. */
export const contrastRatio = (a: string, b: string): number => getContrastRatio(a, b);

/** The minimum contrast of normal text (WCAG 1.4.3 AA). */
export const MIN_TEXT_CONTRAST = 4.5;

/**
 * MUI rounds luminance to three decimals, which moves a ratio near 4.5 by up to about 0.05 (most on dark pairs):
 * colours chosen to reach a minimum clear it by this much, so the exact WCAG ratio reaches it too.
 */
const ROUNDING_MARGIN = 0.05;

/** Near-black and white text colours the themes pick from. */
export const INK = '#1a1a1a';
export const PAPER = '#ffffff';

/** The lowest contrast of `color` against any of `backgrounds`. */
const worstContrast = (color: string, backgrounds: readonly string[]): number => Math.min(...backgrounds.map((background) => contrastRatio(color, background)));

/** True when `color` reads at `min` on every one of `backgrounds`, rounding included. */
const readsOn = (color: string, backgrounds: readonly string[], min: number): boolean => worstContrast(color, backgrounds) >= min + ROUNDING_MARGIN;

/** `color` darkened or lightened (dark first on light backgrounds) until it reads at `min` on every one of `background`. */
export function ensureContrast(color: string, background: string | readonly string[], min = MIN_TEXT_CONTRAST): string {
  const backgrounds = typeof background === 'string' ? [background] : background;
  if (readsOn(color, backgrounds, min)) return color;
  const lightBackground = Math.max(...backgrounds.map(luminance)) > 0.18;
  for (const target of lightBackground ? ['#000000', PAPER] : [PAPER, '#000000']) {
    for (let step = 1; step <= 20; step += 1) {
      const candidate = mix(color, target, step / 20);
      if (readsOn(candidate, backgrounds, min)) return candidate;
    }
  }
  return worstContrast(INK, backgrounds) >= worstContrast(PAPER, backgrounds) ? INK : PAPER;
}

/** White or near-black, whichever reads better on `background`. */
export function textOn(background: string): string {
  return contrastRatio(PAPER, background) >= contrastRatio(INK, background) ? PAPER : INK;
}

/** A background based on `color`, darkened just enough that white text reads on it. */
export function darkSurface(color: string, min = MIN_TEXT_CONTRAST): string {
  for (let step = 0; step <= 20; step += 1) {
    const candidate = mix(color, '#000000', step / 20);
    if (readsOn(PAPER, [candidate], min)) return candidate;
  }
  return '#000000';
}
