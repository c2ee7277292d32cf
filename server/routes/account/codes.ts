import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PATHS } from '../../../protocol';
import { type CodePurpose, type ProjectRef, sendMailCodeBodySchema, sendSmsBodySchema, verificationCodeBodySchema } from '../../../protocol/account';
import { ok } from '../../http/envelope';
import type { TypedApi } from '../../http/typedApi';
import { checkCode } from '../../services/account/codes';
import { resolveProject } from '../../services/account/projects';
import { sendCode } from '../../services/account/sendCode';
import { type Contact, emailContact, phoneContact, readContact } from '../../services/account/targets';
import { limitedPost, PUBLIC_TAGS, requestMeta, say } from './common';

/** Sends a code for the body's purpose, in its project, to the contact read from it (after the project is known). */
async function sendCodeFor<Body extends ProjectRef & { purpose: CodePurpose }>(app: FastifyInstance, request: FastifyRequest, body: Body, contactOf: (body: Body) => Contact) {
  const project = await resolveProject(app.ctx.db, body);
  await sendCode(app.ctx, project, contactOf(body), body.purpose, requestMeta(request));
  return ok(null, say(request, body.purpose === 'reset' ? 'server.account.resetSent' : 'server.account.codeSent'));
}

/** Sending verification codes by SMS and e-mail, and checking one without using it up. */
export function registerCodeRoutes(app: TypedApi): void {
  app.post(
    PATHS.public.sendSms,
    limitedPost('Send a 6-digit code by SMS (60 s between sends, hourly limits)', sendSmsBodySchema, 'sendCode', PUBLIC_TAGS),
    async (request) => sendCodeFor(app, request, request.body, (body) => phoneContact(body.mobile, body.phone_code)),
  );

  app.post(
    PATHS.account.sendMailCode,
    limitedPost('Send a 6-digit code by e-mail (60 s between sends, hourly limits)', sendMailCodeBodySchema, 'sendCode'),
    async (request) => sendCodeFor(app, request, request.body, (body) => emailContact(body.email)),
  );

  app.post(
    PATHS.public.verificationCode,
    limitedPost('Check a code without using it up (5 wrong tries burn it)', verificationCodeBodySchema, 'checkCode', PUBLIC_TAGS),
    async (request) => {
      const body = request.body;
      const project = await resolveProject(app.ctx.db, body);
      const contact = readContact(body);
      await checkCode(app.ctx, { projectId: project.id, target: contact.target, purpose: body.purpose }, body.code, app.ctx.clock.now(), false);
      return ok(null, say(request, 'server.account.codeValid'));
    },
  );
}
