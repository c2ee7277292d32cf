import type { FastifyInstance } from 'fastify';
import { invalidField } from '../http/errors';
import type { MovableClock } from '../movableClock';

interface ClockBody {
  at: unknown;
}

/**
 * `GET /dev/clock` and `POST /dev/clock {"at": <epoch ms> | null}` of a server started with TEST_CLOCK=1 (never in
 * production): browser tests move the server's time to a moment, from which it runs on; `null` returns to the real time.
 */
export function registerDevClock(app: FastifyInstance, clock: MovableClock): void {
  const state = () => ({ now: clock.now(), offset_ms: clock.offset });

  app.get('/dev/clock', { schema: { hide: true } }, async (_request, reply) => reply.header('cache-control', 'no-store').send(state()));

  app.post<{ Body: ClockBody }>(
    '/dev/clock',
    {
      schema: {
        hide: true,
        // Checked by hand: the server's coercing validator would read `null` as 0.
        body: { type: 'object', required: ['at'] },
      },
    },
    async (request, reply) => {
      const { at } = request.body;
      if (at !== null && !(typeof at === 'number' && Number.isSafeInteger(at) && at >= 0)) throw invalidField('at');
      clock.moveTo(at);
      return reply.header('cache-control', 'no-store').send(state());
    },
  );
}
