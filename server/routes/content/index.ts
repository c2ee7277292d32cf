import type { FastifyInstance } from 'fastify';

/** The content area of spec section 7. */
export default async function contentRoutes(_app: FastifyInstance): Promise<void> {}
