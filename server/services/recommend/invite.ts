import '../../messages';
import { pickText, translate, type Locale } from '../../../schema-adapters';
import type { ServerContext } from '../../context';
import type { Db } from '../../db/connect';
import { sendMail } from '../outbox';
import { hashToken, newToken } from '../tokens';
import type { ProjectInfo } from './lookup';

export interface Invitation {
  recommendation: { id: number; name: string; email: string };
  project: ProjectInfo;
  applicantName: string;
  locale: Locale;
  /** invite: first or repeated invitation (sets sent_at); remind: a reminder (sets reminded_at). */
  kind: 'invite' | 'remind';
}

/** The referee login link of the portal for a token. */
export function invitationLink(ctx: ServerContext, domain: string, token: string): string {
  return `${ctx.config.publicUrl}/${encodeURIComponent(domain)}/apply/#/ref_login?token=${token}`;
}

/** Keeps the current link of an unsubmitted recommendation working beside the one about to be issued. */
async function keepCurrentLink(db: Db, recommendationId: number, now: number): Promise<void> {
  const current = await db.selectFrom('recommendations').select(['token_hash', 'write_state']).where('id', '=', recommendationId).executeTakeFirst();
  if (!current?.token_hash || current.write_state !== 0) return;
  await db
    .insertInto('referee_links')
    .values({ token_hash: current.token_hash, recommendation_id: recommendationId, created_at: now })
    .onConflict((oc) => oc.column('token_hash').doNothing())
    .execute();
}

/**
 * Issues a fresh 256-bit link token (only its hash is stored), marks the recommendation sent and queues the e-mail in
 * the request's language. Links of earlier e-mails keep working until the letter is submitted or the address changes.
 */
export async function sendInvitation(ctx: ServerContext, invitation: Invitation): Promise<void> {
  const { recommendation, project, locale, kind } = invitation;
  const now = ctx.clock.now();
  const token = newToken();
  await keepCurrentLink(ctx.db, recommendation.id, now);
  await ctx.db
    .updateTable('recommendations')
    .set({
      token_hash: hashToken(token),
      send_state: 1,
      letter_state: 1,
      ...(kind === 'invite' ? { sent_at: now } : { reminded_at: now }),
    })
    .where('id', '=', recommendation.id)
    .where('write_state', '=', 0)
    .execute();
  const params = { name: recommendation.name, applicant: invitation.applicantName, project: pickText(project.title, locale) };
  await sendMail(ctx, {
    projectId: project.id,
    to: recommendation.email,
    subject: translate(locale, kind === 'invite' ? 'server.recommend.inviteSubject' : 'server.recommend.remindSubject', params),
    body: translate(locale, kind === 'invite' ? 'server.recommend.inviteBody' : 'server.recommend.remindBody', params),
    link: invitationLink(ctx, project.domain, token),
  });
}
