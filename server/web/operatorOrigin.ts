import type { FastifyRequest } from 'fastify';

const originOf = (url: string): string | undefined => {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
};

/**
 * Whether a form POST comes from a page of this server: the browser's Fetch metadata, when sent, says same-origin, and
 * the Origin header (or, when the browser withheld it, the Referer) names this server. A request with neither is
 * refused, so another site cannot make a visitor's browser run an operator action.
 */
export function isSameOrigin(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin') return false;
  const own = originOf(`${request.protocol}://${request.host}`);
  const origin = request.headers.origin;
  if (origin && origin !== 'null') return own !== undefined && originOf(origin) === own;
  const referer = request.headers.referer;
  return referer !== undefined && own !== undefined && originOf(referer) === own;
}
