/** Colour arithmetic for themed colours: parsing, mixing and WCAG contrast (pure). */

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
  const digits = hex.length === 4 ? [...hex.slice(1)].map((digit) => digit + digit).join('') : hex.slice(1);
  const value = Number.parseInt(digits, 16);
  return { r: (value >> 16) & 255, g: (value >> 8) & 255, b: value & 255 };
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

const linear = (channel: number): number => {
  const value = channel / 255;
  return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
};

/** WCAG relative luminance (0 black to 1 white). */
export function luminance(hex: string): number {
  const { r, g, b } = parseHex(hex);
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG contrast ratio of two colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** The minimum contrast of normal text (WCAG 1.4.3 AA). */
export const MIN_TEXT_CONTRAST = 4.5;

/** Near-black and white text colours the themes pick from. */
export const INK = '#1a1a1a';
export const PAPER = '#ffffff';

/** The lowest contrast of `color` against any of `backgrounds`. */
const worstContrast = (color: string, backgrounds: readonly string[]): number => Math.min(...backgrounds.map((background) => contrastRatio(color, background)));

/** `color` darkened or lightened (dark first on light backgrounds) until it reads at `min` on every one of `background`. */
export function ensureContrast(color: string, background: string | readonly string[], min = MIN_TEXT_CONTRAST): string {
  const backgrounds = typeof background === 'string' ? [background] : background;
  if (worstContrast(color, backgrounds) >= min) return color;
  const lightBackground = Math.max(...backgrounds.map(luminance)) > 0.18;
  for (const target of lightBackground ? ['#000000', PAPER] : [PAPER, '#000000']) {
    for (let step = 1; step <= 20; step += 1) {
      const candidate = mix(color, target, step / 20);
      if (worstContrast(candidate, backgrounds) >= min) return candidate;
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
    if (contrastRatio(PAPER, candidate) >= min) return candidate;
  }
  return '#000000';
}
