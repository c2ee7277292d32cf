import { PATHS } from '../../../protocol';
import { FILE_LINKS_BODY, type FileLinks } from '../../../protocol/upload';
import { TOKEN_SECURITY } from '../../http/auth';
import { ok } from '../../http/envelope';
import { loginRequired } from '../../http/errors';
import type { TypedApi } from '../../http/typedApi';
import { linkExpiry, signedFileLink } from '../../services/files/links';
import { mayView, resolveViewer } from '../../services/files/viewer';

/** POST public.fileLinks: short-lived signed addresses of the caller's own files (others are left out, unrevealed). */
export function registerFileLinks(app: TypedApi): void {
  app.post(
    PATHS.public.fileLinks,
    {
      schema: {
        tags: ['upload'],
        summary: 'Signed, short-lived addresses of stored files, for <img>, <video> and download links',
        body: FILE_LINKS_BODY,
        security: TOKEN_SECURITY,
      },
    },
    async (request) => {
      const viewer = resolveViewer(request);
      if (!viewer) throw loginRequired();
      const { db, clock, config, secret } = app.ctx;
      const uids = [...new Set(request.body.uids.split(','))];
      const files = await db.selectFrom('files').select(['uid', 'user_id', 'recommendation_id']).where('uid', 'in', uids).execute();
      const now = clock.now();
      const expires = linkExpiry(now, config.fileLinkTtlMs);
      const links: Record<string, string> = {};
      for (const file of files) if (mayView(viewer, file)) links[file.uid] = signedFileLink(secret, file.uid, expires);
      const result: FileLinks = { links, expires_in: Math.floor(expires - now / 1000) };
      return ok(result);
    },
  );
}
