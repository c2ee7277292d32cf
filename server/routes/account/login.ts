import { PATHS } from '../../../protocol';
import { loginBodySchema } from '../../../protocol/account';
import { ok } from '../../http/envelope';
import { requestLocale } from '../../http/language';
import type { TypedApi } from '../../http/typedApi';
import { authenticate } from '../../services/account/login';
import { resolveProject } from '../../services/account/projects';
import { openSession } from '../../services/account/session';
import { rememberLanguage } from '../../services/account/users';
import { limitedPost, say } from './common';

/** Login by password, e-mail code, SMS code, fast (phone + code, creating the account) or password-free. */
export function registerLoginRoute(app: TypedApi): void {
  app.post(
    PATHS.account.login,
    limitedPost('Log in; answers the user info and the session token', loginBodySchema, 'login'),
    async (request) => {
      const project = await resolveProject(app.ctx.db, request.body);
      const user = await authenticate(app.ctx, project, request.body);
      await rememberLanguage(app.ctx.db, user.id, requestLocale(request.headers));
      return ok(await openSession(app.ctx, user, project), say(request, 'server.account.loggedIn'));
    },
  );
}
