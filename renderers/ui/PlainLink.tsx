import type { AnchorHTMLAttributes } from 'react';
import classes from './PlainLink.module.css';

/** Props of {@link PlainLink}: an address (`href`) and the anchor's attributes. */
export type PlainLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

/** The class that draws an element as a kit link, with the element's own. */
export const linkLook = (className: string | undefined): string => [classes.link, className ?? ''].filter(Boolean).join(' ');

/** A link drawn as MUI's `Link` (primary colour, always underlined) by static CSS. */
export function PlainLink({ className, ...rest }: PlainLinkProps) {
  return <a {...rest} className={linkLook(className)} />;
}
