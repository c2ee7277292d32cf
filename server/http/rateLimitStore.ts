import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql } from 'kysely';
import type { Db } from '../db/connect';

/** How often, at most, an instance deletes counters whose window ended; also how long ago it must have ended. */
const SWEEP_EVERY_MS = 60_000;

export interface Hits {
  /** Requests counted in the current window, this one included. */
  current: number;
  /** Milliseconds until the window ends. */
  ttl: number;
}

/**
 * Counts one request under `key` in a fixed window of `windowMs`, in one statement, so that parallel requests on any
 * number of server instances sharing the database count exactly; a request after the window ended starts a new one.
 */
export async function countHit(db: Db, key: string, windowMs: number, now: number): Promise<Hits> {
  const lapsed = sql<boolean>`rate_limits.expires_at <= ${now}`;
  const row = await db
    .insertInto('rate_limits')
    .values({ key, hits: 1, expires_at: now + windowMs })
    .onConflict((conflict) =>
      conflict.column('key').doUpdateSet({
        hits: sql`case when ${lapsed} then 1 else rate_limits.hits + 1 end`,
        expires_at: sql`case when ${lapsed} then ${now + windowMs} else rate_limits.expires_at end`,
      }),
    )
    .returning(['hits', 'expires_at'])
    .executeTakeFirstOrThrow();
  // Clamped: another instance's clock may run a little ahead of this one's.
  return { current: Number(row.hits), ttl: Math.min(windowMs, Math.max(0, Number(row.expires_at) - now)) };
}

/** The route a child store counts for, from the options @fastify/rate-limit passes to `child` (its `routeInfo`). */
function routeName(options: unknown): string {
  const route = (options as { routeInfo?: { method?: unknown; url?: unknown } }).routeInfo;
  return `${String(route?.method ?? '')} ${String(route?.url ?? '')}`;
}

/**
 * A store for @fastify/rate-limit that keeps its counters in the database (table `rate_limits`) instead of process
 * memory, so that every instance behind a load balancer counts against the same limit. Each route gets its own
 * counters (`child`); expired ones are deleted through the index on their end, at most once a minute per instance.
 */
export function databaseRateLimitStore(db: Db, now: () => number): FastifyRateLimitStoreCtor {
  let sweptAt = Number.NEGATIVE_INFINITY;
  const sweep = async (at: number): Promise<void> => {
    if (Math.abs(at - sweptAt) < SWEEP_EVERY_MS) return;
    sweptAt = at;
    await db.deleteFrom('rate_limits').where('expires_at', '<=', at - SWEEP_EVERY_MS).execute();
  };

  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options?: unknown,
      private readonly route = '',
    ) {}

    incr(key: string, callback: (error: Error | null, result?: Hits) => void, timeWindow: number): void {
      const at = now();
      countHit(db, `${this.route}|${key}`, timeWindow, at)
        .then(async (hits) => {
          await sweep(at);
          return hits;
        })
        .then(
          (hits) => callback(null, hits),
          (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
        );
    }

    child(options: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      return new DatabaseRateLimitStore(undefined, routeName(options));
    }
  }
  return DatabaseRateLimitStore;
}
