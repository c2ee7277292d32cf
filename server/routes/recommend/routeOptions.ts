import { TOKEN_SECURITY } from '../../http/auth';

/**
 * The options of a recommendation route for a signed-in applicant or referee (both send their session in the
 * `token` header), with the `body` or `querystring` schema that validates it.
 */
export function signedInRoute<Parts extends { body: unknown } | { querystring: unknown }>(summary: string, parts: Parts) {
  return { schema: { tags: ['recommend'], summary, ...parts, security: TOKEN_SECURITY } };
}
