import { dirname, join, relative } from 'node:path';
import { LIGHT_ROUTES, PLAIN_ROUTES } from '../../src/app/routes/light';
import { ROUTES, type RouteEntry } from '../../src/app/routes/table';

/** `import('…')`, or what Vite's module runner (vitest) makes of it, with a root-absolute path. */
const IMPORT = /(?:import|__vite_ssr_dynamic_import__)\(\s*["'`]([^"'`]+)["'`]\s*\)/;
const EXTENSION = /\.[cm]?[jt]sx?$/;

/** One route of the router as the bench sees it: its page's source module, and whether it loads the deferred messages and MUI's theme. */
export interface RoutePage {
  path: string;
  name: string;
  /** Root-relative, without extension (`src/pages/account/LoginPage`). */
  source: string;
  /** Shows core messages only (`LIGHT_ROUTES`): it does not load the deferred catalogue part. */
  light: boolean;
  /** Drawn without MUI (`PLAIN_ROUTES`): its loader does not load MUI's theme. */
  plain: boolean;
}

function sourceOfEntry(entry: RouteEntry, root: string): string {
  const specifier = IMPORT.exec(entry.page.toString())?.[1];
  if (!specifier) throw new Error(`Cannot read the import of ${entry.path}'s page from: ${entry.page.toString()}`);
  if (specifier.startsWith('/')) return specifier.slice(1).replace(EXTENSION, '');
  const tableDir = join(root, 'src/app/routes');
  return relative(root, join(dirname(join(tableDir, 'table.ts')), specifier)).replaceAll('\\', '/');
}

/** Every route of the route table with its page's source module, in table order. */
export function routePages(root: string, entries: readonly RouteEntry[] = ROUTES): RoutePage[] {
  return entries.map((entry) => ({ path: entry.path, name: entry.name, source: sourceOfEntry(entry, root), light: LIGHT_ROUTES.has(entry.name), plain: PLAIN_ROUTES.has(entry.name) }));
}

/** The source module (root-relative, without extension) the route table lazily imports for `path`. */
export function pageSourceOf(path: string, root: string): string {
  const entry = ROUTES.find((candidate) => candidate.path === path);
  if (!entry) throw new Error(`The route table has no page for ${path}`);
  return sourceOfEntry(entry, root);
}
