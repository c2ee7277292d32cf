import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { PATHS } from '../../../protocol';
import { FILE_PARAMS, FILE_QUERY } from '../../../protocol/upload';
import { loginRequired, notFound } from '../../http/errors';
import { isInlineType } from '../../services/files/fileTypes';
import { fileByUid } from '../../services/files/records';
import { storedPath } from '../../services/files/storage';
import { mayView, resolveViewer } from '../../services/files/viewer';

/** `attachment; filename="ascii"; filename*=UTF-8''...` (or inline), safe for any client name. */
function disposition(kind: 'inline' | 'attachment', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\%;]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** GET public.file: a stored file, only to its owner; anyone else gets 404 so that existence is not revealed. */
export function registerFile(app: FastifyInstance): void {
  app.get<{ Params: { uid: string }; Querystring: { inline?: string; token?: string } }>(
    PATHS.public.file,
    {
      schema: {
        tags: ['upload'],
        summary: 'Download a stored file (owner only; token header or `token` query)',
        params: FILE_PARAMS,
        querystring: FILE_QUERY,
      },
    },
    async (request, reply) => {
      const viewer = await resolveViewer(app.ctx, request, request.query.token);
      if (!viewer) throw loginRequired();
      const file = await fileByUid(app.ctx.db, request.params.uid);
      if (!file || !mayView(viewer, file)) throw notFound();
      const path = storedPath(app.ctx.config, file.stored_name);
      const size = await stat(path).then((info) => info.size).catch(() => null);
      if (size === null) throw notFound();
      const inline = request.query.inline === '1' && isInlineType(file.mime);
      return reply
        .header('content-type', file.mime)
        .header('content-length', String(size))
        .header('content-disposition', disposition(inline ? 'inline' : 'attachment', file.original_name))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private')
        .send(createReadStream(path));
    },
  );
}
