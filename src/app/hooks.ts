import { useMatches } from 'react-router-dom';
import { localized } from '../i18n';
import { useProjectStore } from '../store';
import type { RouteHandle } from './routes/handle';

const isHandle = (value: unknown): value is RouteHandle => typeof value === 'object' && value !== null && 'name' in value && typeof value.name === 'string';

/** The handle (name, owner, layout) of the deepest matched route, or null. */
export function useRouteHandle(): RouteHandle | null {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle;
    if (isHandle(handle)) return handle;
  }
  return null;
}

/** The project title in the current language ('' before the configuration loads). */
export function useProjectTitle(): string {
  const title = useProjectStore((state) => state.projectConfig?.title);
  const locale = useProjectStore((state) => state.locale);
  return localized(title, locale);
}
