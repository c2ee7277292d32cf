/**
 * Colour arithmetic for themed colours: parsing, mixing and WCAG contrast (pure). The same formulas as MUI's colour
 * helpers, without importing them: the login route draws its screen without MUI.
 */

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
  const digits = hex.slice(1);
  const wide = digits.length === 3 ? [...digits].map((digit) => digit + digit).join('') : digits;
  const channel = (index: number) => parseInt(wide.slice(index * 2, index * 2 + 2), 16);
  return { r: channel(0), g: channel(1), b: channel(2) };
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

/** Each channel value's linear light (WCAG), computed once: a theme's contrast search asks for thousands. */
const LINEAR = Array.from({ length: 256 }, (_, channel) => {
  const value = channel / 255;
  return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
});

/** WCAG relative luminance of a hex colour (0 black to 1 white), rounded to three decimals as MUI's `getLuminance`. */
export function luminance(color: string): number {
  const { r, g, b } = parseHex(color);
  return Number((0.2126 * (LINEAR[r] ?? 0) + 0.7152 * (LINEAR[g] ?? 0) + 0.0722 * (LINEAR[b] ?? 0)).toFixed(3));
}

/** WCAG contrast ratio of two hex colours (1 to 21), in either order. */
export function contrastRatio(a: string, b: string): number {
  const [first, second] = [luminance(a), luminance(b)];
  const high = Math.max(first, second);
  const low = Math.min(first, second);
  return (high + 0.05) / (low + 0.05);
}

/** The channels of a hex colour, truncated as MUI writes them (`rgb(r, g, b)`), after `move` changed them. */
const recompose = (color: string, move: (channel: number) => number): string => {
  const { r, g, b } = parseHex(color);
  return `rgb(${[r, g, b].map((channel) => Math.trunc(move(channel))).join(', ')})`;
};

/** A hex colour darkened by `amount` (0 to 1), as MUI's `darken`. */
export const darken = (color: string, amount: number): string => recompose(color, (channel) => channel * (1 - amount));

/** A hex colour lightened by `amount` (0 to 1), as MUI's `lighten`. */
export const lighten = (color: string, amount: number): string => recompose(color, (channel) => channel + (255 - channel) * amount);

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
