import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyInstance } from 'fastify';
import { PATHS } from '../../../protocol';
import { sendMailCodeBodySchema, sendSmsBodySchema, verificationCodeBodySchema } from '../../../protocol/account';
import { ok } from '../../http/envelope';
import { checkCode } from '../../services/account/codes';
import { resolveProject } from '../../services/account/projects';
import { sendCode } from '../../services/account/sendCode';
import { normaliseEmail, normalisePhone, phoneTarget, readContact } from '../../services/account/targets';
import { ACCOUNT_TAGS, PUBLIC_TAGS, RATE_LIMITS, requestMeta, say } from './common';

/** Sending verification codes by SMS and e-mail, and checking one without using it up. */
export function registerCodeRoutes(app: FastifyInstance): void {
  const api = app.withTypeProvider<JsonSchemaToTsProvider>();
  api.post(
    PATHS.public.sendSms,
    {
      schema: { tags: PUBLIC_TAGS, summary: 'Send a 6-digit code by SMS (60 s between sends, hourly limits)', body: sendSmsBodySchema },
      config: { rateLimit: RATE_LIMITS.sendCode },
    },
    async (request) => {
      const body = request.body;
      const project = await resolveProject(app.ctx.db, body);
      const phone = normalisePhone(body.mobile, body.phone_code);
      await sendCode(app.ctx, project, { kind: 'phone', phone, target: phoneTarget(phone) }, body.purpose, requestMeta(request));
      return ok(null, say(request, body.purpose === 'reset' ? 'server.account.resetSent' : 'server.account.codeSent'));
    },
  );

  api.post(
    PATHS.account.sendMailCode,
    {
      schema: { tags: ACCOUNT_TAGS, summary: 'Send a 6-digit code by e-mail (60 s between sends, hourly limits)', body: sendMailCodeBodySchema },
      config: { rateLimit: RATE_LIMITS.sendCode },
    },
    async (request) => {
      const body = request.body;
      const project = await resolveProject(app.ctx.db, body);
      const email = normaliseEmail(body.email);
      await sendCode(app.ctx, project, { kind: 'email', email, target: email }, body.purpose, requestMeta(request));
      return ok(null, say(request, body.purpose === 'reset' ? 'server.account.resetSent' : 'server.account.codeSent'));
    },
  );

  api.post(
    PATHS.public.verificationCode,
    {
      schema: { tags: PUBLIC_TAGS, summary: 'Check a code without using it up (5 wrong tries burn it)', body: verificationCodeBodySchema },
      config: { rateLimit: RATE_LIMITS.checkCode },
    },
    async (request) => {
      const body = request.body;
      const project = await resolveProject(app.ctx.db, body);
      const contact = readContact(body);
      await checkCode(app.ctx, { projectId: project.id, target: contact.target, purpose: body.purpose }, body.code, app.ctx.clock.now(), false);
      return ok(null, say(request, 'server.account.codeValid'));
    },
  );
}
