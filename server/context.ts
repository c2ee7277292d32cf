import type { FormRuntime } from '../schema-adapters';
import type { ServerConfig } from './config';
import type { Db } from './db/connect';

/** A clock the tests can move. */
export interface Clock {
  now(): number;
  /** The real time when `now` may be moved (TEST_CLOCK): what a client's own clock reads, for request signatures. */
  real?: () => number;
}

export const systemClock: Clock = { now: () => Date.now() };

/** What every route needs, decorated on the Fastify instance as `app.ctx`. */
export interface ServerContext {
  db: Db;
  dbKind: 'sqlite' | 'postgres';
  config: ServerConfig;
  clock: Clock;
  /** The server's secret key (SERVER_SECRET, or generated once and kept in the database). */
  secret: string;
  /** The form runtime every stored value is validated with (the field types of `server/fieldTypes.ts`). */
  forms: FormRuntime;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: ServerContext;
  }
}
