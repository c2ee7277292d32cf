/** Routes that show only core messages: they do not load the deferred catalogue part (the login route's budget). */
export const LIGHT_ROUTES: ReadonlySet<string> = new Set(['login', 'login_code', 'login_email', 'login_fast', 'login_old', 'login_pass', 'help-404']);
