import { createHashRouter, data, redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import { currentGuardState, ensureBoot } from '../boot';
import { BareLayout } from '../layout/BareLayout';
import { BlankLayout } from '../layout/BlankLayout';
import { DefaultLayout } from '../layout/DefaultLayout';
import { BootFallback, RootFrame } from '../layout/RootFrame';
import { ErrorPage } from '../pages/ErrorPage';
import { PlaceholderPage } from '../pages/PlaceholderPage';
import { decideAccess, NOT_FOUND_PATH } from './guard';
import { ROUTES, type LayoutName, type RouteEntry, type RouteOwner } from './table';

/** The `handle` of every leaf route. */
export interface RouteHandle {
  name: string;
  owner: RouteOwner;
  layout: LayoutName;
}

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

function leaf(entry: RouteEntry): RouteObject {
  const handle: RouteHandle = { name: entry.name, owner: entry.owner, layout: entry.layout };
  const base: RouteObject = { id: entry.name, path: entry.path, handle, loader: guardLoader(entry), errorElement: <ErrorPage /> };
  const { page } = entry;
  if (!page) return { ...base, Component: PlaceholderPage };
  return { ...base, lazy: async () => ({ Component: (await page()).default }) };
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
