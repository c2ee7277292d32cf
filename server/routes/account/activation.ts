import { PATHS } from '../../../protocol';
import { activateBodySchema, sendActiveEmailBodySchema, type ActivateData } from '../../../protocol/account';
import { ok } from '../../http/envelope';
import type { TypedApi } from '../../http/typedApi';
import { activate, sendActivation } from '../../services/account/activation';
import { projectById, resolveProject } from '../../services/account/projects';
import { noticeAccountExists } from '../../services/account/registration';
import { countSend, noticeRow } from '../../services/account/throttle';
import { emailContact } from '../../services/account/targets';
import { findUser } from '../../services/account/users';
import { limitedPost, requestMeta, say } from './common';

/** The one-time activation link of e-mail accounts, and sending a fresh one. */
export function registerActivationRoutes(app: TypedApi): void {
  app.post(
    PATHS.account.activate,
    limitedPost('Activate an e-mail account with its link token (works once)', activateBodySchema, 'checkCode'),
    async (request) => {
      const { projectId, email } = await activate(app.ctx.db, request.body.token, app.ctx.clock.now());
      const project = await projectById(app.ctx.db, projectId);
      const data: ActivateData = { domain: project.domain, email };
      return ok(data, say(request, 'server.account.activated'));
    },
  );

  app.post(
    PATHS.account.sendActiveEmail,
    limitedPost('Send a new activation link (throttled like codes); the same answer for unknown, pending and active addresses', sendActiveEmailBodySchema, 'sendCode'),
    async (request) => {
      const { ctx } = app;
      const project = await resolveProject(ctx.db, request.body);
      const contact = emailContact(request.body.email);
      const email = contact.email;
      const meta = requestMeta(request);
      const user = await findUser(ctx.db, project.id, contact);
      const now = ctx.clock.now();
      // Every address is counted and throttled alike, so that a second request is refused for all or for none.
      if (!user) await countSend(ctx.db, noticeRow(project.id, email, now), meta.ip, now, ctx.config.codesPerIpHour);
      else if (user.activated !== 1) await sendActivation(ctx, project, { email, name: user.name }, meta, true);
      else await noticeAccountExists(ctx, project, { email, name: user.name }, meta, 'refuse');
      return ok(null, say(request, 'server.account.activationSent'));
    },
  );
}
