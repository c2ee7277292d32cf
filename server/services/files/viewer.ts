import type { FastifyRequest } from 'fastify';

/** Who asks for a file: the session of the request's token header (a token is never read from a URL). */
export type Viewer = { kind: 'applicant'; userId: number } | { kind: 'referee'; recommendationId: number };

export function resolveViewer(request: FastifyRequest): Viewer | null {
  if (request.applicant) return { kind: 'applicant', userId: request.applicant.id };
  if (request.referee) return { kind: 'referee', recommendationId: request.referee.recommendationId };
  return null;
}

/** Applicants see their own files (never a letter's); a referee sees the files of their own letter. */
export function mayView(viewer: Viewer, file: { user_id: number | null; recommendation_id: number | null }): boolean {
  if (viewer.kind === 'referee') return file.recommendation_id === viewer.recommendationId;
  return file.recommendation_id === null && file.user_id === viewer.userId;
}
