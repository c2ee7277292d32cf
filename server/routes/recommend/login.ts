import { PATHS } from '../../../protocol';
import { type RefereeLoginData, refereeLoginBody } from '../../../protocol/recommend';
import { pickText } from '../../../schema-adapters';
import type { Db } from '../../db/connect';
import { ok } from '../../http/envelope';
import { ApiError } from '../../http/errors';
import { requestLocale } from '../../http/language';
import type { TypedApi } from '../../http/typedApi';
import { normaliseEmail } from '../../services/recommend/columns';
import { loadProject } from '../../services/recommend/lookup';
import { checkCode } from '../../services/account/codes';
import { createSession } from '../../services/sessions';
import { hashToken } from '../../services/tokens';

const linkInvalid = () => new ApiError(401, 'server.recommend.linkInvalid');

/** The sent invitation a link token names (through an earlier link too while no letter is written), with what the login answers of it. */
async function invitationOfToken(db: Db, hash: string) {
  const earlier = await db
    .selectFrom('referee_links')
    .innerJoin('recommendations', 'recommendations.id', 'referee_links.recommendation_id')
    .select('recommendations.id')
    .where('referee_links.token_hash', '=', hash)
    .where('recommendations.write_state', '=', 0)
    .executeTakeFirst();
  return db
    .selectFrom('recommendations')
    .innerJoin('applications', 'applications.id', 'recommendations.application_id')
    .innerJoin('users', 'users.id', 'applications.user_id')
    .select([
      'recommendations.id',
      'recommendations.name',
      'recommendations.email',
      'recommendations.write_state',
      'recommendations.letter_state',
      'applications.project_id',
      'users.name as applicant_name',
      'users.deleted_at',
    ])
    .where((eb) => (earlier ? eb('recommendations.id', '=', earlier.id) : eb('recommendations.token_hash', '=', hash)))
    .where('recommendations.send_state', '=', 1)
    .executeTakeFirst();
}

/** POST recommend/login: the invitation link's token opens a referee session for that one recommendation. */
export default async function loginRoute(app: TypedApi): Promise<void> {
  app.post(
    PATHS.recommender.login,
    {
      schema: { tags: ['recommend'], summary: 'Referee login: the invitation link token names the invitation; with the e-mail code it opens the session', body: refereeLoginBody },
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (request) => {
      const { db, clock, config } = app.ctx;
      const rec = await invitationOfToken(db, hashToken(request.body.token.trim()));
      if (!rec || rec.deleted_at !== null) throw linkInvalid();
      const { email, code } = request.body;
      if (email !== undefined && email.trim() !== '' && normaliseEmail(email) !== rec.email) {
        throw new ApiError(401, 'server.recommend.emailMismatch');
      }
      const project = await loadProject(db, rec.project_id);
      if (!project) throw linkInvalid();
      // The link names the invitation; only a code sent to the invited mailbox opens a session (a forwarded or leaked
      // link alone shows who the letter is for, nothing more).
      const proven = code !== undefined && code.trim() !== '';
      if (proven) await checkCode(app.ctx, { projectId: project.id, target: rec.email, purpose: 'login' }, code, clock.now(), true);
      const token = proven ? await createSession(db, { recommendationId: rec.id }, clock.now(), config.sessionTtlMs) : null;
      const data: RefereeLoginData = {
        token,
        info: {
          isReferee: true,
          name: rec.name,
          email: rec.email,
          applicant_name: rec.applicant_name,
          project: { domain: project.domain, title: pickText(project.title, requestLocale(request.headers)) },
          writeState: rec.write_state,
          letter_state: rec.letter_state,
        },
      };
      return ok(data);
    },
  );
}
