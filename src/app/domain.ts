/** The optional enrolment prefix before the project domain (`/enroll/{domain}/apply/`). */
export const ENROLL_SEGMENT = 'enroll';

/** The project domain (shortName): the first path segment, skipping the enrolment prefix; '' when there is none. */
export function projectDomain(pathname: string): string {
  const segments = pathname.split('/').filter(Boolean);
  const first = segments[0] === ENROLL_SEGMENT ? segments[1] : segments[0];
  if (!first || first === 'apply' || first.includes('.')) return '';
  return decodeURIComponent(first);
}

/** The `lang` URL parameter, before the hash (`?lang=en#/login`) or inside it (`#/login?lang=en`). */
export function urlLanguage(search: string, hash: string): string | null {
  const direct = new URLSearchParams(search).get('lang');
  if (direct) return direct;
  const query = hash.indexOf('?');
  return query >= 0 ? new URLSearchParams(hash.slice(query + 1)).get('lang') : null;
}

/** A `redirect` target that stays inside the portal (a route path, never another origin). */
export function safeRedirect(target: string | null | undefined, fallback = '/'): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return fallback;
  return target;
}
