/** The login route and its tab routes: one page, drawn light. */
const LOGIN_ROUTES = ['login', 'login_code', 'login_email', 'login_fast', 'login_old', 'login_pass'];

/** Routes that show only core messages: they do not load the deferred catalogue part (the login route's budget). */
export const LIGHT_ROUTES: ReadonlySet<string> = new Set([...LOGIN_ROUTES, 'help-404']);

/**
 * Routes whose page draws without MUI (plain elements styled like it: the UI kit, `renderers/ui/`): they do not load
 * MUI's theme and styling engine, which every other page loads with its chunk (the login route's budget; the
 * signed-in home, the first screen after logging in).
 */
export const PLAIN_ROUTES: ReadonlySet<string> = new Set([...LOGIN_ROUTES, 'help-404', 'help-505', 'index']);
