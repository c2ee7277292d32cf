import type { FastifyInstance } from 'fastify';

/** The recommend area of spec section 7. */
export default async function recommendRoutes(_app: FastifyInstance): Promise<void> {}
