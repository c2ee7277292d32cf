import type { FastifyRequest } from 'fastify';
import { ownValue } from '../../schema-adapters/keywords/record';

/** A query-string parameter as parsed: text, a list for a repeated parameter, or undefined when absent. */
export function queryValue(request: FastifyRequest, name: string): unknown {
  return ownValue(request.query, name);
}

/** A query-string parameter given once as text, else undefined. */
export function queryText(request: FastifyRequest, name: string): string | undefined {
  const value = queryValue(request, name);
  return typeof value === 'string' ? value : undefined;
}
