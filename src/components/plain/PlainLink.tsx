import type { AnchorHTMLAttributes } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import classes from './PlainLink.module.css';

/** Props of {@link PlainLink}: a route (`to`) or an address (`href`). */
export type PlainLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & ({ to: string; href?: never } | { href: string; to?: never });

/** A link drawn as MUI's `Link` (primary colour, always underlined) by static CSS: a react-router link for `to`. */
export function PlainLink({ to, className, ...rest }: PlainLinkProps) {
  const look = [classes.link, className ?? ''].filter(Boolean).join(' ');
  return to === undefined ? <a {...rest} className={look} /> : <RouterLink to={to} {...rest} className={look} />;
}
