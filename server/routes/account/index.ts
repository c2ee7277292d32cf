import type { FastifyInstance } from 'fastify';

/** The account area of spec section 7. */
export default async function accountRoutes(_app: FastifyInstance): Promise<void> {}
