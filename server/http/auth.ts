import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HEADERS } from '../../protocol';
import { hashToken } from '../services/tokens';
import { loginRequired } from './errors';

/** The signed-in applicant of a request. */
export interface Applicant {
  id: number;
  uid: string;
  projectId: number;
  isFree: boolean;
  token: string;
}

/** The signed-in referee: the one recommendation their link opened. */
export interface Referee {
  recommendationId: number;
  token: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    applicant: Applicant | null;
    referee: Referee | null;
  }
}

export function requestToken(request: FastifyRequest): string | undefined {
  const raw = request.headers[HEADERS.token];
  const token = (Array.isArray(raw) ? raw[0] : raw)?.trim();
  return token || undefined;
}

/** OpenAPI `security` of a route that needs the session `token` header (the scheme app.ts declares). */
export const TOKEN_SECURITY = [{ token: [] }];

const IDLE_NOTE_MS = 60_000;

/** Resolves the token header into `request.applicant` / `request.referee` (null when absent or expired). */
export function installAuth(app: FastifyInstance): void {
  app.decorateRequest('applicant', null);
  app.decorateRequest('referee', null);
  app.addHook('preHandler', async (request) => {
    if (request.routeOptions.config.probe) return;
    const token = requestToken(request);
    if (!token) return;
    const { db, clock, config } = app.ctx;
    const tokenHash = hashToken(token);
    const session = await db
      .selectFrom('sessions')
      .leftJoin('users', 'users.id', 'sessions.user_id')
      .select(['sessions.expires_at', 'sessions.created_at', 'sessions.last_seen_at', 'sessions.recommendation_id', 'users.id', 'users.uid', 'users.project_id', 'users.is_free', 'users.deleted_at'])
      .where('sessions.token_hash', '=', tokenHash)
      .executeTakeFirst();
    const now = clock.now();
    if (!session || session.expires_at <= now) return;
    const seen = Number(session.last_seen_at ?? session.created_at);
    if (now - seen > config.sessionIdleMs) return;
    // Noting each use costs a write: once a minute per session is precise enough for a timeout counted in hours.
    if (now - seen > IDLE_NOTE_MS) await db.updateTable('sessions').set({ last_seen_at: now }).where('token_hash', '=', tokenHash).execute();
    if (session.recommendation_id !== null) {
      request.referee = { recommendationId: session.recommendation_id, token };
      return;
    }
    const { id, uid, project_id: projectId, is_free: isFree, deleted_at: deletedAt } = session;
    if (id === null || uid === null || projectId === null || deletedAt !== null) return;
    request.applicant = { id, uid, projectId, isFree: isFree === 1, token };
  });
}

/** The applicant, or a 401 asking to log in again. */
export function requireApplicant(request: FastifyRequest): Applicant {
  if (!request.applicant) throw loginRequired();
  return request.applicant;
}

/** The referee, or a 401 asking to log in again. */
export function requireReferee(request: FastifyRequest): Referee {
  if (!request.referee) throw loginRequired();
  return request.referee;
}
