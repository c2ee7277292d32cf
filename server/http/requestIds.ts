import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';

// What a proxy or client may choose as the id: short, printable, no spaces (it lands in logs and a header).
const SANE_ID = /^[\w.:@/+=-]{1,128}$/;

/** The request's id: the incoming `x-request-id` when sane (a proxy's id follows the request), a new UUID otherwise. */
export function requestIdOf(request: IncomingMessage): string {
  const sent = request.headers[REQUEST_ID_HEADER];
  const id = Array.isArray(sent) ? sent[0] : sent;
  return id && SANE_ID.test(id) ? id : randomUUID();
}

/** Echoes the request id on every answer, so a client's report can be matched with the server's log lines. */
export function installRequestIdHeader(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
}
