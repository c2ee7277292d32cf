import type { FastifyRequest } from 'fastify';

/** A query-string parameter as parsed: text, a list for a repeated parameter, or undefined when absent. */
export function queryValue(request: FastifyRequest, name: string): unknown {
  const query: unknown = request.query;
  return typeof query === 'object' && query !== null && Object.hasOwn(query, name) ? Reflect.get(query, name) : undefined;
}

/** A query-string parameter given once as text, else undefined. */
export function queryText(request: FastifyRequest, name: string): string | undefined {
  const value = queryValue(request, name);
  return typeof value === 'string' ? value : undefined;
}
