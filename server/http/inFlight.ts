import type { FastifyInstance } from 'fastify';

interface Tracker {
  open: Set<object>;
  waiting: Array<() => void>;
}

const trackers = new WeakMap<FastifyInstance, Tracker>();

/**
 * Counts requests from arrival until their answer is sent (or the client goes away). Closing waits for them before
 * the database closes: the HTTP server's own wait covers sockets only, not injected requests.
 */
export function trackInFlight(app: FastifyInstance): void {
  const tracker: Tracker = { open: new Set(), waiting: [] };
  trackers.set(app, tracker);
  app.addHook('onRequest', async (request, reply) => {
    tracker.open.add(request);
    const done = () => {
      if (!tracker.open.delete(request) || tracker.open.size > 0) return;
      for (const resolve of tracker.waiting.splice(0)) resolve();
    };
    reply.raw.once('finish', done);
    reply.raw.once('close', done);
  });
}

/** Resolves once no tracked request of the app is in flight. */
export function inFlightSettled(app: FastifyInstance): Promise<void> {
  const tracker = trackers.get(app);
  if (!tracker || tracker.open.size === 0) return Promise.resolve();
  return new Promise((resolve) => tracker.waiting.push(resolve));
}
