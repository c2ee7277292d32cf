import type { Manifest } from './manifest';

/**
 * The manifest keys of the catalogue chunk the portal loads at start for `locale`: the core part
 * (`locales/sc.json?catalogue=core`), or, in a build without the split, the whole catalogue chunk.
 */
export function catalogueKeys(manifest: Manifest, locale: string): string[] {
  const core = `locales/${locale}.json?catalogue=core`;
  if (manifest[core]) return [core];
  const whole = Object.entries(manifest)
    .filter(([key, chunk]) => key === `locales/${locale}.json` || chunk.name === locale)
    .map(([key]) => key);
  if (whole.length === 0) throw new Error(`The manifest has no catalogue chunk for ${locale}`);
  return whole;
}

/** The manifest keys of the deferred catalogue part a non-light route loads for `locale` (none in a build without the split). */
export function deferredCatalogueKeys(manifest: Manifest, locale: string): string[] {
  const rest = `locales/${locale}.json?catalogue=rest`;
  return manifest[rest] ? [rest] : [];
}
