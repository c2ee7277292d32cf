/** Where the portal itself runs (the parts of `window.location` the rule reads). */
export interface PortalLocation {
  origin: string;
  hostname: string;
  pathname: string;
}

/** Why an address is not embedded: none given, not an address, not http(s), or another site. */
export type AddressProblem = 'missing' | 'invalid' | 'scheme' | 'origin';

/** An accepted address is answered as a path on the portal's origin. */
export type ResolvedAddress = { ok: true; href: string } | { ok: false; problem: AddressProblem };

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/** The portal runs on this machine: path addresses are used as they are. */
export function isLocalHost(hostname: string): boolean {
  return LOCAL_HOSTS.has(hostname.toLowerCase());
}

/** The first segment of a path (`/enroll/apply/` → `enroll`), '' for the root. */
export function firstSegment(pathname: string): string {
  return pathname.split('/').find(Boolean) ?? '';
}

function parse(address: string, base: string): URL | null {
  try {
    return new URL(address, base);
  } catch {
    return null;
  }
}

/** A path address with the portal's first path segment in front (once), except on this machine. */
function prefixed(path: string, location: PortalLocation): string {
  const absolute = path.startsWith('/') ? path : `/${path}`;
  const prefix = isLocalHost(location.hostname) ? '' : firstSegment(location.pathname);
  if (!prefix || absolute === `/${prefix}` || absolute.startsWith(`/${prefix}/`)) return absolute;
  return `/${prefix}${absolute}`;
}

/**
 * The address of a file to embed, from the query's `url`: a path (`/files/x.pdf`, `files/x.pdf`) gets the portal's
 * first path segment as prefix except on localhost; only http(s) addresses on the portal's own origin are accepted
 * (the pages' frame-src is 'self').
 */
export function resolveFileAddress(raw: string | null | undefined, location: PortalLocation): ResolvedAddress {
  const address = (raw ?? '').trim();
  if (!address) return { ok: false, problem: 'missing' };
  const absolute = SCHEME.test(address) || address.startsWith('//') || address.startsWith('\\');
  const url = parse(absolute ? address : prefixed(address, location), location.origin);
  if (!url) return { ok: false, problem: 'invalid' };
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { ok: false, problem: 'scheme' };
  if (url.origin !== location.origin) return { ok: false, problem: 'origin' };
  return { ok: true, href: url.pathname + url.search + url.hash };
}
