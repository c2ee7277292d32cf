import { PATHS } from '../../../protocol';
import { FILE_PARAMS, FILE_QUERY, type FileQuery } from '../../../protocol/upload';
import { forbidden, loginRequired, notFound } from '../../http/errors';
import { FILE_HELMET } from '../../http/securityHeaders';
import type { TypedApi } from '../../http/typedApi';
import { requestedRange } from '../../services/files/byteRange';
import { fileStore } from '../../services/files/fileStore';
import { isInlineType } from '../../services/files/fileTypes';
import { isValidFileLink } from '../../services/files/links';
import { fileByUid } from '../../services/files/records';
import { mayView, resolveViewer } from '../../services/files/viewer';

/** `attachment; filename="ascii"; filename*=UTF-8''...` (or inline), safe for any client name. */
function disposition(kind: 'inline' | 'attachment', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\%;]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** Seconds a browser may keep a file fetched through a signed link (never past the link's own expiry). */
function signedMaxAge(query: FileQuery, now: number): number {
  return Math.max(0, Math.floor(Number(query.expires) - now / 1000));
}

/**
 * GET public.file: a stored file, to its owner (token header) or through a signed link from public.fileLinks; anyone
 * else gets 404 so that existence is not revealed. One `Range` (video seeking) is answered with 206.
 */
export function registerFile(app: TypedApi): void {
  app.get(
    PATHS.public.file,
    {
      schema: {
        tags: ['upload'],
        summary: 'Download a stored file (owner only: token header, or a signed link from public.fileLinks)',
        params: FILE_PARAMS,
        querystring: FILE_QUERY,
      },
      helmet: FILE_HELMET,
    },
    async (request, reply) => {
      const { query } = request;
      const now = app.ctx.clock.now();
      const signed = query.expires !== undefined && query.signature !== undefined;
      if (signed && !isValidFileLink(app.ctx.secret, request.params.uid, query.expires ?? '', query.signature ?? '', now)) {
        throw forbidden('server.upload.linkExpired');
      }
      const viewer = signed ? null : resolveViewer(request);
      if (!signed && !viewer) throw loginRequired();
      const file = await fileByUid(app.ctx.db, request.params.uid);
      if (!file || (viewer && !mayView(viewer, file))) throw notFound();
      // Without a validator to compare an If-Range with, a conditional range request gets the whole file (RFC 9110 13.1.5).
      const range = request.headers['if-range'] === undefined ? requestedRange(request.headers.range, file.size) : undefined;
      if (range === 'unsatisfiable') return reply.code(416).header('content-range', `bytes */${file.size}`).send();
      const body = await fileStore(app.ctx).read(file.stored_name, range);
      if (!body) throw notFound();
      // HEAD (Fastify answers it with this handler and drains a stream body) learns the headers: the bytes are not
      // fetched from the store, and a stream body keeps the content-length set here.
      if (request.method === 'HEAD') body.destroy();
      const inline = request.query.inline === '1' && isInlineType(file.mime);
      if (range) reply.code(206).header('content-range', `bytes ${range.start}-${range.end}/${file.size}`);
      return reply
        .header('accept-ranges', 'bytes')
        .header('content-type', file.mime)
        .header('content-length', String(range ? range.end - range.start + 1 : file.size))
        .header('content-disposition', disposition(inline ? 'inline' : 'attachment', file.original_name))
        .header('cache-control', signed ? `private, max-age=${signedMaxAge(query, now)}` : 'private, no-store')
        .send(body);
    },
  );
}
