import type { FastifyInstance } from 'fastify';

/** The apply area of spec section 7. */
export default async function applyRoutes(_app: FastifyInstance): Promise<void> {}
