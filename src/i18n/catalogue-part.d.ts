/** One part of a language catalogue (`locales/sc.json?catalogue=core`), split at build time by vite.config.ts. */
declare module '*?catalogue=core' {
  const part: Record<string, unknown>;
  export default part;
}

/** The deferred part of a language catalogue (`locales/sc.json?catalogue=rest`). */
declare module '*?catalogue=rest' {
  const part: Record<string, unknown>;
  export default part;
}

/** True when the build splits catalogues (vite.config.ts's plugin); elsewhere (vitest) the whole catalogue loads. */
declare const __PORTAL_CATALOGUE_PARTS__: boolean | undefined;
