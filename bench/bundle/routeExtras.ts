import { keyOfSource, staticClosure, type Manifest } from './manifest';
import type { RoutePage } from './loginRoute';

/** What one route adds to the login route: the JavaScript chunks it loads that the login route did not. */
export interface RouteExtra {
  path: string;
  /** Manifest keys of the added JavaScript chunks. */
  keys: string[];
  gzip: number;
}

/** What a route's loader loads with its page: manifest keys of the deferred catalogue part and of MUI's theme provider. */
export interface LoaderExtras {
  /** Loaded unless the route is light. */
  deferredCatalogue: readonly string[];
  /** Loaded unless the route is plain. */
  muiTheme: readonly string[];
}

/**
 * For each route, the JavaScript its page's static closure (and, unless light, the deferred catalogue part; unless
 * plain, MUI's theme provider) holds beyond `loaded` (the login route's closure), sized by `gzipOf` (bytes of one
 * manifest key's file).
 */
export function routeExtras(
  manifest: Manifest,
  routes: readonly RoutePage[],
  loaded: ReadonlySet<string>,
  { deferredCatalogue, muiTheme }: LoaderExtras,
  gzipOf: (key: string) => number,
): RouteExtra[] {
  return routes.map((route) => {
    const roots = [keyOfSource(manifest, route.source), ...(route.light ? [] : deferredCatalogue), ...(route.plain ? [] : muiTheme)];
    const keys = staticClosure(manifest, roots).filter((key) => !loaded.has(key) && manifest[key]?.file.endsWith('.js'));
    return { path: route.path, keys, gzip: keys.reduce((sum, key) => sum + gzipOf(key), 0) };
  });
}

/** The route that adds the most (the first of equals); undefined for no routes. */
export function largestExtra(extras: readonly RouteExtra[]): RouteExtra | undefined {
  return extras.reduce<RouteExtra | undefined>((max, extra) => (max === undefined || extra.gzip > max.gzip ? extra : max), undefined);
}
