import type { FastifyRequest } from 'fastify';
import { HEADERS } from '../../../protocol';
import type { Locale } from '../../../schema-adapters';
import { requestLocale } from '../../http/language';

/**
 * The reader's language: the `lang` query (a link the browser opens directly), else the `lang` header like every call,
 * else the browser's first Accept-Language, else sc.
 */
export function letterLocale(request: FastifyRequest, queryLang: string | undefined): Locale {
  if (queryLang) return requestLocale({ [HEADERS.language]: queryLang });
  if (request.headers[HEADERS.language]) return requestLocale(request.headers);
  const accepted = request.headers['accept-language']?.split(',')[0]?.split(';')[0];
  return requestLocale({ [HEADERS.language]: accepted });
}
