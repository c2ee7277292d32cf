import type { FastifyInstance } from 'fastify';
import { pendingMigrations } from '../db/migrate';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A health probe: no session lookup (probes run often and must not depend on the token header). */
    probe?: boolean;
  }
}

export const PROBE_PATHS = { health: '/healthz', ready: '/readyz' } as const;

const tags = ['health'];
const okSchema = { type: 'object', properties: { status: { type: 'string', enum: ['ok'] } }, required: ['status'] } as const;
const unavailableSchema = {
  type: 'object',
  properties: { status: { type: 'string', enum: ['unavailable'] }, reason: { type: 'string' } },
  required: ['status', 'reason'],
} as const;

/** `/healthz` (the process answers) and `/readyz` (the database answers and is migrated), for load balancers and orchestrators. */
export function registerProbes(app: FastifyInstance): void {
  const config = { probe: true };

  app.get(
    PROBE_PATHS.health,
    { config, schema: { tags, summary: 'Liveness: the process is up (no database access)', response: { 200: okSchema } } },
    async (_request, reply) => reply.header('cache-control', 'no-store').send({ status: 'ok' }),
  );

  app.get(
    PROBE_PATHS.ready,
    {
      config,
      schema: {
        tags,
        summary: 'Readiness: the database answers a query and every migration is applied; 503 with the reason otherwise',
        response: { 200: okSchema, 503: unavailableSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      let pending: string[];
      try {
        pending = await pendingMigrations(app.ctx.db);
      } catch (error) {
        request.log.warn({ err: error }, 'readiness: the database did not answer');
        return reply.code(503).send({ status: 'unavailable', reason: 'database unreachable' });
      }
      if (pending.length > 0) return reply.code(503).send({ status: 'unavailable', reason: `migrations pending: ${pending.join(', ')}` });
      return reply.send({ status: 'ok' });
    },
  );
}
