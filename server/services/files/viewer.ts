import type { FastifyRequest } from 'fastify';
import type { ServerContext } from '../../context';
import { findSession } from '../sessions';

/** Who asks for a file: the header session, else the `token` query (for <img> and <video> tags). */
export type Viewer = { kind: 'applicant'; userId: number } | { kind: 'referee'; recommendationId: number };

export async function resolveViewer(ctx: ServerContext, request: FastifyRequest, queryToken: string | undefined): Promise<Viewer | null> {
  if (request.applicant) return { kind: 'applicant', userId: request.applicant.id };
  if (request.referee) return { kind: 'referee', recommendationId: request.referee.recommendationId };
  const token = queryToken?.trim();
  if (!token) return null;
  const session = await findSession(ctx.db, token, ctx.clock.now());
  if (!session) return null;
  if (session.recommendation_id !== null) return { kind: 'referee', recommendationId: session.recommendation_id };
  if (session.user_id === null) return null;
  const user = await ctx.db.selectFrom('users').select(['id', 'deleted_at']).where('id', '=', session.user_id).executeTakeFirst();
  return user && user.deleted_at === null ? { kind: 'applicant', userId: user.id } : null;
}

/** Applicants see their own files (never a letter's); a referee sees the files of their own letter. */
export function mayView(viewer: Viewer, file: { user_id: number | null; recommendation_id: number | null }): boolean {
  if (viewer.kind === 'referee') return file.recommendation_id === viewer.recommendationId;
  return file.recommendation_id === null && file.user_id === viewer.userId;
}
