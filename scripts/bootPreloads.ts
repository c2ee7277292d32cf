// Links in the built index page that fetch, beside the shell's scripts, what the first screen loads after them: the
// login page with its chunk and styles, and the core messages of each language. The reference server keeps only the
// messages of the language it writes the page in (server/web/portalHead.ts).
import type { HtmlTagDescriptor, IndexHtmlTransformContext, Plugin } from 'vite';

type OutputBundle = NonNullable<IndexHtmlTransformContext['bundle']>;
type OutputChunk = NonNullable<IndexHtmlTransformContext['chunk']>;

/** The attribute naming the language of a messages preload (`data-catalogue="tc"`). */
export const CATALOGUE_ATTRIBUTE = 'data-catalogue';

const CORE_CATALOGUE = /[\\/]locales[\\/](sc|tc|en)\.json\?catalogue=core$/;

const chunksOf = (bundle: OutputBundle): OutputChunk[] => Object.values(bundle).filter((file): file is OutputChunk => file.type === 'chunk');

const modulePreload = (base: string, file: string, attrs: Record<string, string> = {}): HtmlTagDescriptor => ({
  tag: 'link',
  attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${file}`, ...attrs },
  injectTo: 'head',
});

/** The plugin; `loginPage` is the absolute path of the login page module. */
export function bootPreloads(loginPage: string): Plugin {
  let base = '/';
  return {
    name: 'portal-boot-preloads',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        if (!context.bundle || !context.chunk || !context.filename.endsWith('index.html')) return [];
        const chunks = chunksOf(context.bundle);
        const entry = context.chunk;
        const already = new Set([entry.fileName, ...entry.imports]);
        const tags: HtmlTagDescriptor[] = [];
        const login = chunks.find((chunk) => chunk.facadeModuleId === loginPage);
        if (login) {
          for (const file of [login.fileName, ...login.imports]) if (!already.has(file)) tags.push(modulePreload(base, file));
          const cssOf = (chunk: OutputChunk | undefined) => [...(chunk?.viteMetadata?.importedCss ?? [])];
          const linked = new Set([entry, ...entry.imports.map((file) => chunks.find((chunk) => chunk.fileName === file))].flatMap(cssOf));
          const styles = [login, ...chunks.filter((chunk) => login.imports.includes(chunk.fileName))].flatMap(cssOf);
          for (const file of new Set(styles)) if (!linked.has(file)) tags.push({ tag: 'link', attrs: { rel: 'preload', as: 'style', crossorigin: true, href: `${base}${file}` }, injectTo: 'head' });
        }
        for (const chunk of chunks) {
          const locale = chunk.facadeModuleId ? CORE_CATALOGUE.exec(chunk.facadeModuleId)?.[1] : undefined;
          if (locale) tags.push(modulePreload(base, chunk.fileName, { [CATALOGUE_ATTRIBUTE]: locale }));
        }
        return tags;
      },
    },
  };
}
