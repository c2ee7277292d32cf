import '../../messages';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { API_STATUS, PATHS } from '../../../protocol';
import { letterQuerySchema } from '../../../protocol/letter';
import { translate, type Locale } from '../../../schema-adapters';
import { ok } from '../../http/envelope';
import { FILE_HELMET } from '../../http/securityHeaders';
import { findLetter, letterIn } from '../../services/letter/letter';
import { letterLocale } from '../../services/letter/locale';
import { letterFileName, renderLetterPdf } from '../../services/letter/pdf';

const TAGS = ['letter'];
/** Guessing a 256-bit token is hopeless; the limit keeps anyone from making the server render PDFs without end. */
const RATE_LIMIT = { max: 60, timeWindow: '1 minute' };

/** `attachment; filename="ascii"; filename*=UTF-8''...`, safe for any name. */
function attachment(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\%;]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** The one answer to every wrong token, in the reader's language (a PDF link carries it in its `lang` query). */
function notFound(reply: FastifyReply, locale: Locale): FastifyReply {
  return reply.code(API_STATUS.notFound).send({ status: API_STATUS.notFound, message: translate(locale, 'server.letter.notFound'), data: null });
}

/**
 * The admission letter of spec section 6's anonymous route: no session, the link's token is the key. A wrong, unknown or
 * malformed token is a 404 in the reader's language, the same for every kind of wrong.
 */
export default async function letterRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<JsonSchemaToTsProvider>();
  const { db } = app.ctx;

  api.get(
    PATHS.letter.admissionLetter,
    { schema: { tags: TAGS, summary: 'The admission letter a link token opens (no session; 404 for any wrong token)', querystring: letterQuerySchema }, config: { rateLimit: RATE_LIMIT } },
    async (request, reply) => {
      const locale = letterLocale(request, request.query.lang);
      const source = await findLetter(db, request.query.token);
      reply.header('x-robots-tag', 'noindex');
      if (!source) return notFound(reply, locale);
      return ok(letterIn(source, locale));
    },
  );

  api.get(
    PATHS.letter.admissionLetterPdf,
    {
      schema: { tags: TAGS, summary: 'The admission letter as a PDF (unsigned: the browser downloads it directly; `lang` picks the language)', querystring: letterQuerySchema },
      config: { rateLimit: RATE_LIMIT },
      helmet: FILE_HELMET,
    },
    async (request, reply) => {
      const locale = letterLocale(request, request.query.lang);
      const source = await findLetter(db, request.query.token);
      reply.header('x-robots-tag', 'noindex');
      if (!source) return notFound(reply, locale);
      const letter = letterIn(source, locale);
      const pdf = await renderLetterPdf(letter, locale);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-length', String(pdf.length))
        .header('content-disposition', attachment(letterFileName(letter, locale)))
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  );
}
