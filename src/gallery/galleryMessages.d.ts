/**
 * The gallery's section of a language catalogue (`locales/en.json?gallery`, served by vite.config.ts): a module of its
 * own, so that the chunk the form runtime shares with the gallery, which the portal's form pages load, leaves it out.
 */
declare module '*.json?gallery' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-imports -- an ambient module cannot import a relative path
  export const gallery: (typeof import('../../locales/en.json'))['gallery'];
}
