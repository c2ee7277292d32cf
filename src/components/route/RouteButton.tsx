import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { type ButtonLook, buttonLook } from '../../../renderers/ui/PlainButton';

/** Props of {@link RouteButton}. */
export interface RouteButtonProps extends ButtonLook {
  /** The route it goes to. */
  to: string;
  /** The route link's history state (react-router `Link`'s `state`). */
  linkState?: unknown;
  className?: string;
  'aria-label'?: string;
  children: ReactNode;
}

/** A link to a route of the portal drawn as a kit button (`PlainButton`'s look). */
export function RouteButton({ to, linkState, className, children, 'aria-label': ariaLabel, ...look }: RouteButtonProps) {
  return <Link to={to} state={linkState} aria-label={ariaLabel} {...buttonLook(look, className, children)} />;
}
