import { Link, type LinkProps } from 'react-router-dom';
import { linkLook } from '../../../renderers/ui/PlainLink';

/** A link to a route of the portal drawn as a kit link (`PlainLink`'s look). */
export function RouteLink({ className, ...rest }: LinkProps & { className?: string }) {
  return <Link {...rest} className={linkLook(className)} />;
}
