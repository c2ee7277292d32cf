import { PATHS } from '../../../protocol';
import { registerBodySchema, type RegisterBody, type RegisterEmailData } from '../../../protocol/account';
import { ApiError, conflict, missingField } from '../../http/errors';
import { ok } from '../../http/envelope';
import type { TypedApi } from '../../http/typedApi';
import { sendActivation } from '../../services/account/activation';
import { consumeCaptcha } from '../../services/account/captcha';
import { checkCode } from '../../services/account/codes';
import { checkNewPassword } from '../../services/account/newPassword';
import { hashPassword } from '../../services/account/passwords';
import { resolveProject } from '../../services/account/projects';
import { createAccount, noticeAccountExists, type Registration } from '../../services/account/registration';
import { openSession } from '../../services/account/session';
import { emailContact, phoneContact, type Contact } from '../../services/account/targets';
import { limitedPost, requestMeta, say } from './common';

/** A phone registration when `mobile` is given (e-mail then ignored: it would be unverified), else by e-mail. */
function registrationContact(body: RegisterBody): Contact {
  if (body.mobile?.trim()) return phoneContact(body.mobile, body.phone_code);
  if (!body.email?.trim()) throw missingField('email');
  return emailContact(body.email);
}

/**
 * Registration by phone (SMS code; signed in at once) or e-mail (activation link first), with the picture captcha.
 * Known and unknown addresses get the same answer and the same work (the password is hashed on both paths):
 * - e-mail: a new address gets its activation link; an address with an account is left unchanged and its owner is
 *   told by e-mail to log in or reset the password;
 * - phone: the SMS code is checked before anything else, so only the holder of the number (who proved it with the
 *   code) can learn that it already has an account, with a 409 saying to log in or reset the password.
 */
export function registerRegisterRoute(app: TypedApi): void {
  app.post(
    PATHS.account.register,
    limitedPost('Register by phone (SMS code) or e-mail (activation link)', registerBodySchema, 'register'),
    async (request) => {
      const { ctx } = app;
      const body = request.body;
      const project = await resolveProject(ctx.db, body);
      const name = body.name.trim();
      if (!name) throw missingField('name');
      const contact = registrationContact(body);
      if (contact.kind === 'phone' && !body.code?.trim()) throw missingField('code');
      checkNewPassword(body.password, body.confirm_password);
      await consumeCaptcha(ctx.db, body.key, body.captcha, ctx.clock.now());
      if (contact.kind === 'phone') {
        await checkCode(ctx, { projectId: project.id, target: contact.target, purpose: 'register' }, body.code ?? '', ctx.clock.now(), true);
      }
      const passwordHash = await hashPassword(body.password);
      let registration: Registration;
      try {
        registration = await createAccount(ctx.db, project.id, contact, { name, passwordHash, language: requestMeta(request).locale }, ctx.clock.now());
      } catch (error) {
        request.log.error({ err: error }, 'account creation failed');
        throw new ApiError(500, 'server.account.createFailed');
      }
      const { user, created } = registration;
      if (contact.kind === 'phone') {
        if (!created) throw conflict('server.account.phoneRegistered');
        return ok(await openSession(ctx, user, project), say(request, 'server.account.registered'));
      }
      const meta = requestMeta(request);
      if (created) await sendActivation(ctx, project, { email: contact.email, name }, meta, false);
      else await noticeAccountExists(ctx, project, { email: contact.email, name: user.name }, meta, 'silent');
      const data: RegisterEmailData = { email: contact.email, activated: 0 };
      return ok(data, say(request, 'server.account.registeredEmail', { email: contact.email }));
    },
  );
}
