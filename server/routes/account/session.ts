import { PATHS } from '../../../protocol';
import { deregisterBodySchema, switchProjectBodySchema } from '../../../protocol/account';
import { requireApplicant, TOKEN_SECURITY } from '../../http/auth';
import { forbidden, loginRequired, notFound } from '../../http/errors';
import { ok } from '../../http/envelope';
import type { TypedApi } from '../../http/typedApi';
import { deregister } from '../../services/account/deregister';
import { projectById, resolveProject } from '../../services/account/projects';
import { openSession } from '../../services/account/session';
import { endSession } from '../../services/sessions';
import { ACCOUNT_TAGS, say } from './common';

/** Logout, switching to the same person's account in another project, and deregistration (ssm only). */
export function registerSessionRoutes(app: TypedApi): void {
  app.post(
    PATHS.account.logout,
    { schema: { tags: ACCOUNT_TAGS, summary: 'End this session; the token stops working at once', security: TOKEN_SECURITY } },
    async (request) => {
      const token = request.applicant?.token ?? request.referee?.token;
      if (!token) throw loginRequired();
      await endSession(app.ctx.db, token);
      return ok(null, say(request, 'server.account.loggedOut'));
    },
  );

  app.post(
    PATHS.account.submitSwitchProject,
    { schema: { tags: ACCOUNT_TAGS, summary: 'Open a session in another project where the same e-mail or phone has an account', body: switchProjectBodySchema, security: TOKEN_SECURITY } },
    async (request) => {
      const applicant = requireApplicant(request);
      const { db } = app.ctx;
      const target = await resolveProject(db, request.body);
      const me = await db.selectFrom('users').select(['email', 'mobile']).where('id', '=', applicant.id).executeTakeFirstOrThrow();
      if (!me.email && !me.mobile) throw notFound('server.account.switchNoAccount');
      const other = await db
        .selectFrom('users')
        .selectAll()
        .where('project_id', '=', target.id)
        .where('deleted_at', 'is', null)
        .where('activated', '=', 1)
        .where((eb) => eb.or([...(me.email ? [eb('email', '=', me.email)] : []), ...(me.mobile ? [eb('mobile', '=', me.mobile)] : [])]))
        .orderBy('id')
        .executeTakeFirst();
      if (!other) throw notFound('server.account.switchNoAccount');
      return ok(await openSession(app.ctx, other, target));
    },
  );

  app.post(
    PATHS.account.deregister,
    {
      schema: {
        tags: ACCOUNT_TAGS,
        summary: 'Deregister the signed-in account (ssm projects only), confirmed with its password or a deregister code',
        body: deregisterBodySchema,
        security: TOKEN_SECURITY,
      },
    },
    async (request) => {
      const applicant = requireApplicant(request);
      const project = await projectById(app.ctx.db, applicant.projectId);
      if (project.user_type !== 'ssm') throw forbidden('server.account.deregisterNotAllowed');
      const { body } = request;
      if (body.user_id !== undefined && body.user_id !== applicant.id) throw forbidden();
      await deregister(app.ctx, applicant.id, body);
      return ok(null, say(request, 'server.account.deregistered'));
    },
  );
}
