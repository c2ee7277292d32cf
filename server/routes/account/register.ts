import type { FastifyInstance } from 'fastify';
import { PATHS } from '../../../protocol';
import { registerBodySchema, type RegisterBody, type RegisterEmailData } from '../../../protocol/account';
import { checkPassword } from '../../../schema-adapters';
import { ApiError, badRequest, conflict, missingField } from '../../http/errors';
import { ok } from '../../http/envelope';
import { sendActivation } from '../../services/account/activation';
import { consumeCaptcha } from '../../services/account/captcha';
import { checkCode } from '../../services/account/codes';
import { hashPassword } from '../../services/account/passwords';
import { resolveProject } from '../../services/account/projects';
import { openSession } from '../../services/account/session';
import { normaliseEmail, normalisePhone, phoneTarget, type Contact } from '../../services/account/targets';
import { createUser, findUser, type UserRow } from '../../services/account/users';
import { ACCOUNT_TAGS, RATE_LIMITS, requestMeta, say } from './common';

/** New password twice: the spec's policy, then "passwords inconsistent". */
export function checkNewPassword(password: string, confirm: string): void {
  if (!checkPassword(password)) throw badRequest('server.account.passwordPolicy', {}, { field: 'password' });
  if (password !== confirm) throw badRequest('server.account.passwordMismatch', {}, { field: 'confirm_password' });
}

/** A phone registration when `mobile` is given (e-mail then ignored: it would be unverified), else by e-mail. */
function registrationContact(body: RegisterBody): Contact {
  if (body.mobile?.trim()) {
    const phone = normalisePhone(body.mobile, body.phone_code);
    return { kind: 'phone', phone, target: phoneTarget(phone) };
  }
  if (!body.email?.trim()) throw missingField('email');
  const email = normaliseEmail(body.email);
  return { kind: 'email', email, target: email };
}

/** Registration by phone (SMS code; signed in at once) or e-mail (activation link first), with the picture captcha. */
export function registerRegisterRoute(app: FastifyInstance): void {
  app.post<{ Body: RegisterBody }>(
    PATHS.account.register,
    {
      schema: { tags: ACCOUNT_TAGS, summary: 'Register by phone (SMS code) or e-mail (activation link)', body: registerBodySchema },
      config: { rateLimit: RATE_LIMITS.register },
    },
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
      if (await findUser(ctx.db, project.id, contact)) throw conflict('server.account.accountExists');
      if (contact.kind === 'phone') {
        await checkCode(ctx, { projectId: project.id, target: contact.target, purpose: 'register' }, body.code ?? '', ctx.clock.now(), true);
      }
      const passwordHash = await hashPassword(body.password);
      let user: UserRow;
      try {
        user = await createUser(
          ctx.db,
          project.id,
          contact.kind === 'phone'
            ? { phone: contact.phone, name, passwordHash, activated: true }
            : { email: contact.email, name, passwordHash, activated: false },
          ctx.clock.now(),
        );
      } catch (error) {
        // The unique constraint caught a registration that raced this one.
        if (await findUser(ctx.db, project.id, contact)) throw conflict('server.account.accountExists');
        request.log.error({ err: error }, 'account creation failed');
        throw new ApiError(500, 'server.account.createFailed');
      }
      if (contact.kind === 'phone') return ok(await openSession(ctx, user, project), say(request, 'server.account.registered'));
      await sendActivation(ctx, project, { email: contact.email, name }, requestMeta(request));
      const data: RegisterEmailData = { uid: user.uid, email: contact.email, activated: 0 };
      return ok(data, say(request, 'server.account.registeredEmail', { email: contact.email }));
    },
  );
}
