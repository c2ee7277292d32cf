import { PATHS } from '../../../protocol';
import { amendBodySchema, resetPwdBodySchema, retrieverPasswordBodySchema } from '../../../protocol/account';
import { requireApplicant, TOKEN_SECURITY } from '../../http/auth';
import { badRequest, forbidden, loginRequired } from '../../http/errors';
import { ok } from '../../http/envelope';
import type { TypedApi } from '../../http/typedApi';
import { checkCode } from '../../services/account/codes';
import { clearFailures, lockKey, withAttempt } from '../../services/account/lockout';
import { accountKey } from '../../services/account/login';
import { checkNewPassword } from '../../services/account/newPassword';
import { hashPassword, verifyPassword } from '../../services/account/passwords';
import { resolveProject } from '../../services/account/projects';
import { sendCode } from '../../services/account/sendCode';
import { readContact } from '../../services/account/targets';
import { findUser } from '../../services/account/users';
import { endUserSessions } from '../../services/sessions';
import { hashToken } from '../../services/tokens';
import { ACCOUNT_TAGS, limitedPost, requestMeta, say } from './common';

/** Forgot password: a reset code by e-mail or SMS. */
function forgotPasswordRoute(app: TypedApi): void {
  app.post(
    PATHS.account.retrieverPassword,
    limitedPost('Send a reset code; the same answer for known and unknown accounts', retrieverPasswordBodySchema, 'sendCode'),
    async (request) => {
      const project = await resolveProject(app.ctx.db, request.body);
      await sendCode(app.ctx, project, readContact(request.body), 'reset', requestMeta(request));
      return ok(null, say(request, 'server.account.resetSent'));
    },
  );
}

/** A new password with the reset code. */
function resetPasswordRoute(app: TypedApi): void {
  app.post(
    PATHS.account.resetPwd,
    limitedPost('Set a new password with a reset code; ends every session', resetPwdBodySchema, 'checkCode'),
    async (request) => {
      const { db, clock } = app.ctx;
      const body = request.body;
      const project = await resolveProject(db, body);
      const contact = readContact(body);
      checkNewPassword(body.password, body.confirm_password);
      await checkCode(app.ctx, { projectId: project.id, target: contact.target, purpose: 'reset' }, body.code, clock.now(), true);
      const user = await findUser(db, project.id, contact);
      if (!user) throw badRequest('server.account.codeInvalid', {}, { field: 'code' });
      // The code reached this address, which also proves an e-mail account that was never activated.
      await db.updateTable('users').set({ password_hash: await hashPassword(body.password), activated: 1 }).where('id', '=', user.id).execute();
      await endUserSessions(db, user.id);
      await clearFailures(db, accountKey(project, contact));
      return ok(null, say(request, 'server.account.passwordReset'));
    },
  );
}

/** A new password while signed in, with the old one. */
function changePasswordRoute(app: TypedApi): void {
  app.post(
    PATHS.account.amend,
    { schema: { tags: ACCOUNT_TAGS, summary: 'Change the password (signed in; not for temporary users)', body: amendBodySchema, security: TOKEN_SECURITY } },
    async (request) => {
      const applicant = requireApplicant(request);
      if (applicant.isFree) throw forbidden('server.account.tempUserRefused');
      const { db } = app.ctx;
      const body = request.body;
      const user = await db.selectFrom('users').select(['password_hash']).where('id', '=', applicant.id).executeTakeFirst();
      if (!user) throw loginRequired();
      checkNewPassword(body.password, body.confirm_password);
      // Guessing the old password from a stolen session is limited like logins.
      const key = lockKey(applicant.projectId, `amend:${applicant.uid}`);
      await withAttempt(db, key, app.ctx.clock.now(), async () => {
        if (!(await verifyPassword(body.old_password, user.password_hash))) throw badRequest('server.account.oldPasswordWrong', {}, { field: 'old_password' });
      });
      await db.updateTable('users').set({ password_hash: await hashPassword(body.password) }).where('id', '=', applicant.id).execute();
      // Other devices sign in again; this one stays signed in.
      await db.deleteFrom('sessions').where('user_id', '=', applicant.id).where('token_hash', '!=', hashToken(applicant.token)).execute();
      return ok(null, say(request, 'server.account.passwordChanged'));
    },
  );
}

/** Forgot password (code by e-mail or SMS), reset with the code, and change while signed in. */
export function registerPasswordRoutes(app: TypedApi): void {
  forgotPasswordRoute(app);
  resetPasswordRoute(app);
  changePasswordRoute(app);
}
