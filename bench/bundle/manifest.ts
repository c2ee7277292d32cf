/** One chunk of a Vite build manifest (`.vite/manifest.json`). */
export interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

/** A Vite build manifest: chunks by key (source path relative to the root, or `_name.js` for shared chunks). */
export type Manifest = Record<string, ManifestChunk>;

/** The keys of `roots` and everything they import statically (recursively), in first-seen order. */
export function staticClosure(manifest: Manifest, roots: readonly string[]): string[] {
  const seen = new Set<string>();
  const visit = (key: string): void => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The manifest has no chunk ${key}`);
    seen.add(key);
    for (const child of chunk.imports ?? []) visit(child);
  };
  for (const root of roots) visit(root);
  return [...seen];
}

/** The manifest key of a source module, trying the usual extensions (`src/pages/x` → `src/pages/x.tsx`). */
export function keyOfSource(manifest: Manifest, source: string): string {
  const candidates = [source, ...['.tsx', '.ts', '.jsx', '.js', '/index.tsx', '/index.ts'].map((ext) => `${source}${ext}`)];
  const found = candidates.find((candidate) => manifest[candidate]);
  if (!found) throw new Error(`The manifest has no chunk for ${source}`);
  return found;
}

/** The key of the HTML entry (`index.html`). */
export function entryKey(manifest: Manifest, html = 'index.html'): string {
  const chunk = manifest[html];
  if (!chunk?.isEntry) throw new Error(`The manifest has no entry ${html}`);
  return html;
}

/** The source of the MUI theme provider that a page route's loader loads unless the route is plain (src/app/routes/build.tsx). */
export const MUI_THEME_SOURCE = 'src/themes/PortalThemeProvider.tsx';

/** The manifest key of the MUI theme provider's chunk, or none in a build that has no such chunk. */
export function muiThemeKeys(manifest: Manifest): string[] {
  return manifest[MUI_THEME_SOURCE] ? [MUI_THEME_SOURCE] : [];
}
