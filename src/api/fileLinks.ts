import { FILE_LINKS_MAX, type FileLinks, storedFileOf } from '../../protocol/upload';
import { http } from './client';
import { clientHooks } from './hooks';
import { fileLinks } from './upload';

/** A cached link is asked for again once less than this is left of its life. */
const RENEW_BEFORE_MS = 3 * 60_000;

interface CachedLink {
  link: string;
  validUntil: number;
  session: string | null;
}

interface Waiter {
  resolve(link: string): void;
  reject(error: unknown): void;
}

/** A stored file the server did not sign a link for (not the caller's, or gone). */
export class FileUnavailable extends Error {
  constructor(readonly uid: string) {
    super(`file ${uid} is not available`);
  }
}

/** Turns a stored file's address into a loadable one; see {@link createFileLinkResolver}. */
export type FileLinkResolver = (url: string, options?: { inline: boolean }) => Promise<string>;

/**
 * A resolver of stored files' addresses (`/v1/public/file/{uid}`) into short-lived signed links, shown in place when
 * `inline`, so that a session token is never put into a URL; any other address (data:, blob:) is returned as it is.
 * What is asked for in one tick goes as one call per FILE_LINKS_MAX files; links are cached per session until they
 * near their expiry.
 */
export function createFileLinkResolver(sign: (uids: string[]) => Promise<FileLinks>, session: () => string | null): FileLinkResolver {
  const cache = new Map<string, CachedLink>();
  let queued = new Map<string, Waiter[]>();
  let flushScheduled = false;

  async function fetchBatch(batch: Map<string, Waiter[]>, asked: string | null): Promise<void> {
    try {
      const answer = await sign([...batch.keys()]);
      const validUntil = Date.now() + answer.expires_in * 1000;
      for (const [uid, waiters] of batch) {
        const link = answer.links[uid];
        if (link) cache.set(uid, { link, validUntil, session: asked });
        for (const waiter of waiters) {
          if (link) waiter.resolve(link);
          else waiter.reject(new FileUnavailable(uid));
        }
      }
    } catch (error) {
      for (const waiters of batch.values()) for (const waiter of waiters) waiter.reject(error);
    }
  }

  function flush(): void {
    flushScheduled = false;
    const entries = [...queued];
    queued = new Map();
    const asked = session();
    for (let start = 0; start < entries.length; start += FILE_LINKS_MAX) void fetchBatch(new Map(entries.slice(start, start + FILE_LINKS_MAX)), asked);
  }

  function signedLinkOf(uid: string): Promise<string> {
    const cached = cache.get(uid);
    if (cached && cached.session === session() && cached.validUntil - Date.now() > RENEW_BEFORE_MS) return Promise.resolve(cached.link);
    return new Promise((resolve, reject) => {
      queued.set(uid, [...(queued.get(uid) ?? []), { resolve, reject }]);
      if (!flushScheduled) {
        flushScheduled = true;
        setTimeout(flush, 0);
      }
    });
  }

  return async (url, { inline } = { inline: false }) => {
    const stored = storedFileOf(url);
    if (!stored) return url;
    const link = `${http.defaults.baseURL ?? ''}${await signedLinkOf(stored.uid)}`;
    return inline ? `${link}&inline=1` : link;
  };
}

/** The applicant's resolver: links asked for with the signed-in session. */
export const resolveFileLink = createFileLinkResolver(fileLinks, () => clientHooks().token() ?? null);
