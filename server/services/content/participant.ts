import type { FastifyRequest } from 'fastify';
import type { ExpressionBuilder } from 'kysely';
import type { Db } from '../../db/connect';
import type { Database } from '../../db/schema';
import { invalidField } from '../../http/errors';
import { nationalNumber } from '../account/targets';
import { type ProjectScope, resolveProject } from './project';

/** Who acts on activities: a signed-in applicant (and their account contacts) or an anonymous contact. */
export interface Participant {
  userId: number | null;
  mobile: string | null;
  email: string | null;
}

/** The contact an anonymous caller names. */
interface ContactQuery {
  mobile?: string;
  email?: string;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Lower-case trimmed e-mail, or null when empty; 400 naming `field` when malformed. */
export function normaliseEmail(raw: string | null | undefined, field = 'email'): string | null {
  const value = raw?.trim().toLowerCase() ?? '';
  if (!value) return null;
  if (value.length > 254 || !EMAIL.test(value)) throw invalidField(field);
  return value;
}

/** Digits of a phone number, or null when empty; 400 naming `field` when it has letters or too few digits. */
export function normaliseMobile(raw: string | null | undefined, field = 'mobile'): string | null {
  const value = raw?.trim() ?? '';
  if (!value) return null;
  if (!/^[\d\s()+-]+$/.test(value)) throw invalidField(field);
  const digits = value.replace(/\D/g, '');
  if (digits.length < 5 || digits.length > 20) throw invalidField(field);
  return digits;
}

/** The participant of a request; contacts in the query count only for anonymous callers. */
export async function participantOf(db: Db, request: FastifyRequest, query: ContactQuery): Promise<Participant> {
  if (request.applicant) {
    const user = await db.selectFrom('users').select(['email', 'mobile', 'phone_code']).where('id', '=', request.applicant.id).executeTakeFirst();
    const national = nationalNumber(user?.mobile ?? null, user?.phone_code ?? null);
    return { userId: request.applicant.id, mobile: national?.replace(/\D/g, '') || null, email: user?.email?.trim().toLowerCase() || null };
  }
  return { userId: null, mobile: normaliseMobile(query.mobile), email: normaliseEmail(query.email) };
}

/** The project of an activity call and who acts in it; the query names the project and, for anonymous callers, the contact. */
export async function activityCaller(db: Db, request: FastifyRequest, query: ProjectScope & ContactQuery): Promise<{ projectId: number; who: Participant }> {
  const projectId = await resolveProject(db, request, query);
  return { projectId, who: await participantOf(db, request, query) };
}

export const hasIdentity = (who: Participant) => who.userId !== null || who.mobile !== null || who.email !== null;

/** Sign-ups that belong to the participant (by account or contact). */
export const belongsTo = (who: Participant) => (eb: ExpressionBuilder<Database, 'activity_signups'>) => {
  const clauses = [];
  if (who.userId !== null) clauses.push(eb('activity_signups.user_id', '=', who.userId));
  if (who.mobile !== null) clauses.push(eb('activity_signups.mobile', '=', who.mobile));
  if (who.email !== null) clauses.push(eb('activity_signups.email', '=', who.email));
  // No identity: an empty OR, which Kysely renders as `1 = 0`.
  return eb.or(clauses);
};
