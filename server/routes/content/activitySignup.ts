import type { FastifyRequest } from 'fastify';
import { PATHS } from '../../../protocol';
import { CONTENT_SCHEMAS, type ContentRequest, type RegisteredActivity } from '../../../protocol/content';
import type { Locale } from '../../../schema-adapters';
import type { ServerContext } from '../../context';
import type { Db } from '../../db/connect';
import { ok } from '../../http/envelope';
import { badRequest, missingField } from '../../http/errors';
import { requestLocale } from '../../http/language';
import type { TypedApi } from '../../http/typedApi';
import { type ActivityView, activityView, projectActivities } from '../../services/content/activities';
import { signInWindow } from '../../services/content/activityState';
import { activityCaller, hasIdentity, type Participant, participantOf } from '../../services/content/participant';
import { resolveProject } from '../../services/content/project';
import { assertCancellable, ownSignup, signUp } from '../../services/content/signup';
import { localized, pick } from '../../services/content/text';

const tags = ['activities'];

function signUpRoutes(api: TypedApi, ctx: ServerContext): void {
  const { db, clock } = ctx;
  const signUps = [
    [PATHS.activities.actSignUp, 'Signs up for an activity (values as JSON text; a phone or e-mail contact is required)'],
    [PATHS.activities.signup, 'Signs up for an activity (same as actSignUp)'],
  ] as const;
  for (const [path, summary] of signUps) {
    // Open to anonymous callers: a per-address limit keeps bulk sign-ups out.
    api.post(path, { schema: { tags, summary, body: CONTENT_SCHEMAS.signUpBody }, config: { rateLimit: { max: 60, timeWindow: 60_000 } } }, async (request) => {
      const projectId = await resolveProject(db, request, request.body);
      const who = await participantOf(db, request, {});
      const view = await activityView(db, projectId, request.body.act_id, who, clock.now());
      const input = { value: request.body.value, mobile: request.body.mobile, email: request.body.email };
      return ok(await signUp(db, ctx.forms, view, who, input, clock.now(), requestLocale(request.headers)));
    });
  }
}

/** The caller's participant identity (from the signed-in user or the body's contact); anonymous callers must name a contact. */
async function identify(db: Db, request: FastifyRequest, contact: { mobile?: string; email?: string }): Promise<Participant> {
  const who = await participantOf(db, request, contact);
  if (!hasIdentity(who)) throw badRequest('server.content.contactRequired');
  return who;
}

/** The activity a body names and the caller's own sign-up to it (anonymous callers name the contact they signed up with). */
async function ownSignupIn(db: Db, request: FastifyRequest, body: ContentRequest<'actBody'>, now: number) {
  const projectId = await resolveProject(db, request, body);
  const view = await activityView(db, projectId, body.act_id, await identify(db, request, body), now);
  return { view, mine: ownSignup(view) };
}

function cancelRoute(api: TypedApi, { db, clock }: ServerContext): void {
  api.post(
    PATHS.activities.cancel,
    { schema: { tags, summary: 'Cancels your sign-up (anonymous: by the contact used to sign up)', body: CONTENT_SCHEMAS.actBody } },
    async (request) => {
      const { view, mine } = await ownSignupIn(db, request, request.body, clock.now());
      assertCancellable(view, clock.now());
      await db.updateTable('activity_signups').set({ cancelled_at: clock.now() }).where('id', '=', mine.id).execute();
      return ok({ id: mine.id, act_id: view.row.id, cancelled: true });
    },
  );
}

function signInRoute(api: TypedApi, { db, clock }: ServerContext): void {
  api.post(
    PATHS.activities.signIn,
    { schema: { tags, summary: 'Signs in at the activity (its day only) for your sign-up', body: CONTENT_SCHEMAS.actBody } },
    async (request) => {
      const now = clock.now();
      const { view, mine } = await ownSignupIn(db, request, request.body, now);
      if (view.row.closed === 1) throw badRequest('server.content.activityClosed');
      const window = signInWindow(view.row);
      if (now < window.from || now > window.to) throw badRequest('server.content.signInClosed');
      const signedInAt = mine.signed_in_at ?? now;
      if (mine.signed_in_at === null) await db.updateTable('activity_signups').set({ signed_in_at: now }).where('id', '=', mine.id).execute();
      return ok({ id: mine.id, act_id: view.row.id, signed_in_at: signedInAt });
    },
  );
}

/** The activities the participant signed up for, as the registered list shows them. */
function registeredActivities(views: ActivityView[], locale: Locale): RegisteredActivity[] {
  const list: RegisteredActivity[] = [];
  for (const view of views) {
    if (!view.mine) continue;
    list.push({
      id: view.mine.id,
      act_id: view.row.id,
      title: pick(localized(view.row.title), locale),
      start_time: view.row.start_time,
      end_time: view.row.end_time,
      place: pick(localized(view.row.place), locale),
      state: view.state,
      signed_up_at: view.mine.created_at,
      signed_in_at: view.mine.signed_in_at,
    });
  }
  return list;
}

function registeredRoute(api: TypedApi, { db, clock }: ServerContext): void {
  api.get(
    PATHS.activities.registered,
    { schema: { tags, summary: 'Activities you (or your contact) signed up for', querystring: CONTENT_SCHEMAS.activityQuery } },
    async (request) => {
      const { projectId, who } = await activityCaller(db, request, request.query);
      if (!hasIdentity(who)) throw missingField('mobile');
      const list = registeredActivities(await projectActivities(db, projectId, who, clock.now()), requestLocale(request.headers));
      return ok({ list, total: list.length });
    },
  );
}

/** Signing up (signed in or as an anonymous contact), cancelling, the registered list and sign-in. */
export default async function activitySignupRoutes(api: TypedApi): Promise<void> {
  signUpRoutes(api, api.ctx);
  cancelRoute(api, api.ctx);
  signInRoute(api, api.ctx);
  registeredRoute(api, api.ctx);
}
