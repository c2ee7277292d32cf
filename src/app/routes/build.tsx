import type { ComponentType, ReactNode } from 'react';
import { createHashRouter, data, redirect, useLoaderData, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import { loadDeferredMessages } from '../../i18n';
import { loadPortalTheme } from '../../themes/loadThemed';
import { currentGuardState, ensureBoot, likelyGuardState } from '../boot';
import { retryChunkOnce } from '../../../renderers/deferred/chunkRetry';
import { BareLayout } from '../layout/BareLayout';
import { BlankLayout } from '../layout/BlankLayout';
import { DefaultLayout } from '../layout/DefaultLayout';
import { BootFallback, RootFrame } from '../layout/RootFrame';
import { ErrorPage } from '../pages/ErrorPage';
import { decideAccess, NOT_FOUND_PATH } from './guard';
import type { LayoutName, RouteHandle } from './handle';
import { LIGHT_ROUTES, PLAIN_ROUTES } from './light';
import { ROUTES, type RouteEntry } from './table';

function guardLoader(entry: RouteEntry) {
  return async ({ request, params }: LoaderFunctionArgs) => {
    await ensureBoot();
    if (entry.validate && !entry.validate(params)) throw data(null, { status: 404 });
    const url = new URL(request.url);
    const decision = decideAccess(entry.name, currentGuardState(), `${url.pathname}${url.search}`);
    if (decision.kind === 'redirect') throw redirect(decision.to);
    return null;
  };
}

/** What a page route's loader answers: the page component, and the MUI theme it draws in (none for a plain page). */
interface LoadedPage {
  Page: ComponentType;
  Theme: ComponentType<{ children: ReactNode }> | null;
}

/** Renders the page its loader fetched, in MUI's theme unless it is a plain page. */
function LoadedPageView() {
  const { Page, Theme } = useLoaderData() as LoadedPage;
  return Theme ? (
    <Theme>
      <Page />
    </Theme>
  ) : (
    <Page />
  );
}

/**
 * The page chunk loads inside the loader (in parallel with the guard, the deferred messages and MUI's theme) rather
 * than through `lazy`: a failed chunk then reaches the error page like any loader error (react-router 7 renders
 * nothing for a rejected `lazy`), where the chunk-reload rule applies. A chunk that fails is first retried once in place.
 */
function pageLoader(entry: RouteEntry, page: NonNullable<RouteEntry['page']>) {
  const guard = guardLoader(entry);
  const light = LIGHT_ROUTES.has(entry.name);
  const plain = PLAIN_ROUTES.has(entry.name);
  const load = () => {
    const pending = retryChunkOnce(() => Promise.all([page(), light ? null : loadDeferredMessages(), plain ? null : loadPortalTheme()]));
    pending.catch(() => undefined);
    return pending;
  };
  return async (args: LoaderFunctionArgs): Promise<LoadedPage> => {
    // Boot adopts the page's project at once (the guard awaits the same boot and reports its failure).
    ensureBoot().catch(() => undefined);
    // A visitor the guard will surely send to log in (no stored session, no free state) would download this page's
    // chunks for nothing, on a slow line ahead of the login screen's own.
    let pending = decideAccess(entry.name, likelyGuardState(), '').kind === 'allow' ? load() : null;
    await guard(args);
    pending ??= load();
    const [module, , Theme] = await pending;
    return { Page: module.default, Theme };
  };
}

function leaf(entry: RouteEntry): RouteObject {
  const handle: RouteHandle = { name: entry.name, owner: entry.owner, layout: entry.layout };
  const base: RouteObject = { id: entry.name, path: entry.path, handle, loader: guardLoader(entry), errorElement: <ErrorPage /> };
  return { ...base, loader: pageLoader(entry, entry.page), Component: LoadedPageView };
}

const LAYOUTS: Record<LayoutName, RouteObject['Component']> = { default: DefaultLayout, blank: BlankLayout, bare: BareLayout };

/** The route objects: root (boot, progress bar, error page) → layout → page; anything else → not found. */
export function buildRoutes(entries: readonly RouteEntry[] = ROUTES): RouteObject[] {
  const layouts = (Object.keys(LAYOUTS) as LayoutName[]).map((layout) => ({
    id: `layout-${layout}`,
    Component: LAYOUTS[layout],
    errorElement: <ErrorPage />,
    children: entries.filter((entry) => entry.layout === layout).map(leaf),
  }));
  return [
    {
      id: 'root',
      Component: RootFrame,
      HydrateFallback: BootFallback,
      errorElement: <ErrorPage />,
      loader: () => ensureBoot().then(() => null),
      children: [...layouts.filter((layout) => layout.children.length > 0), { path: '*', loader: () => redirect(NOT_FOUND_PATH) }],
    },
  ];
}

/** The portal's hash router. */
export function createPortalRouter(): ReturnType<typeof createHashRouter> {
  return createHashRouter(buildRoutes());
}
