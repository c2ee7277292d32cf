/** Where Internet Explorer below 10 is sent (an external upgrade-browser help page). */
export const UPGRADE_BROWSER_URL = 'https://browsehappy.com/';

/** The Internet Explorer version of a user agent, or null for other browsers. */
export function ieVersion(userAgent: string): number | null {
  const msie = /MSIE (\d+)/.exec(userAgent);
  if (msie?.[1]) return Number(msie[1]);
  return /Trident\/\d+/.test(userAgent) ? 11 : null;
}

/** True for Internet Explorer below 10. */
export function isOutdatedBrowser(userAgent: string): boolean {
  const version = ieVersion(userAgent);
  return version !== null && version < 10;
}

/** The widest viewport that gets the mobile header. */
export const MOBILE_MAX_WIDTH = 768;
