import type { Db } from '../db/connect';
import { hashToken, newToken } from './tokens';

export interface SessionOwner {
  userId?: number;
  recommendationId?: number;
}

/** Opens a session and returns its token (the only time the token exists in clear). */
export async function createSession(db: Db, owner: SessionOwner, now: number, ttlMs: number): Promise<string> {
  const token = newToken();
  await db
    .insertInto('sessions')
    .values({
      token_hash: hashToken(token),
      user_id: owner.userId ?? null,
      recommendation_id: owner.recommendationId ?? null,
      expires_at: now + ttlMs,
      created_at: now,
    })
    .execute();
  return token;
}

/** The live session of a token, or undefined when unknown or expired. */
export async function findSession(db: Db, token: string, now: number) {
  const session = await db
    .selectFrom('sessions')
    .selectAll()
    .where('token_hash', '=', hashToken(token))
    .executeTakeFirst();
  if (!session || session.expires_at <= now) return undefined;
  return session;
}

export async function endSession(db: Db, token: string): Promise<void> {
  await db.deleteFrom('sessions').where('token_hash', '=', hashToken(token)).execute();
}

export async function endUserSessions(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
}
