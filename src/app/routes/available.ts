import { matchPath } from 'react-router-dom';
import { ROUTES } from './table';

/** True when `to` (a path, with or without query) opens a screen of this portal (a row of the route table). */
export function hasScreen(to: string): boolean {
  const pathname = to.split(/[?#]/, 1)[0] ?? '';
  const entry = ROUTES.find((route) => matchPath({ path: route.path, end: true }, pathname) !== null);
  return entry !== undefined;
}
