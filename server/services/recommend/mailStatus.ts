import type { InvitationEmailStatus } from '../../../protocol/recommend';
import type { Db } from '../../db/connect';
import { hashToken } from '../tokens';

/** The fields of a recommendation the e-mail status needs. */
export interface MailedRecommendation {
  id: number;
  email: string;
  send_state: number;
  token_hash: string | null;
  sent_at: number | null;
}

const tokenOf = (link: string | null) => (link ? /[?&]token=([^&#]+)/.exec(link)?.[1] : undefined);

/**
 * The outbox state of each recommendation's current invitation: the newest e-mail to its address whose link carries
 * the live token (matched by the token's hash, so another applicant's invitation to the same person never counts).
 */
export async function invitationStatuses(db: Db, projectId: number, recs: MailedRecommendation[]): Promise<Map<number, InvitationEmailStatus>> {
  const statuses = new Map<number, InvitationEmailStatus>();
  const sent = recs.filter((rec) => rec.send_state === 1 && rec.token_hash && rec.sent_at !== null);
  for (const rec of recs) statuses.set(rec.id, 'not_sent');
  if (sent.length === 0) return statuses;
  const since = Math.min(...sent.map((rec) => rec.sent_at ?? 0));
  const mails = await db
    .selectFrom('outbox')
    .select(['recipient', 'link', 'delivered_at', 'error'])
    .where('project_id', '=', projectId)
    .where('channel', '=', 'email')
    .where('recipient', 'in', sent.map((rec) => rec.email))
    .where('created_at', '>=', since)
    .orderBy('id', 'desc')
    .execute();
  for (const rec of sent) {
    const mail = mails.find((candidate) => {
      const token = candidate.recipient === rec.email ? tokenOf(candidate.link) : undefined;
      return token !== undefined && hashToken(token) === rec.token_hash;
    });
    statuses.set(rec.id, !mail ? 'queued' : mail.error ? 'failed' : mail.delivered_at !== null ? 'delivered' : 'queued');
  }
  return statuses;
}
