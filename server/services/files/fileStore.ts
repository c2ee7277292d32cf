import type { ServerContext } from '../../context';
import { diskStore } from './diskStore';
import type { ObjectStore } from './objectStore';
import { postgresStore } from './postgresStore';
import { s3Store } from './s3Store';

const stores = new WeakMap<ServerContext, ObjectStore>();

/**
 * Files an instance kept under its own `uploads/` before PostgreSQL or S3 took over stay readable there, and are
 * removed with their row: switching stores never loses a file, though only that instance serves it until it is copied.
 */
function withEarlierDiskFiles(store: ObjectStore, disk: ObjectStore): ObjectStore {
  return {
    kind: store.kind,
    put: (name, temp) => store.put(name, temp),
    read: async (name, range) => (await store.read(name, range)) ?? disk.read(name, range),
    async remove(name) {
      await store.remove(name);
      await disk.remove(name);
    },
  };
}

/** S3 when S3_URL is set (on either database), else the database's bytea rows on PostgreSQL, else the local disk. */
function chooseStore(ctx: ServerContext): ObjectStore {
  const disk = diskStore(ctx.config);
  if (ctx.config.s3) return withEarlierDiskFiles(s3Store(ctx.config.s3), disk);
  if (ctx.dbKind === 'postgres') return withEarlierDiskFiles(postgresStore(ctx.db), disk);
  return disk;
}

/** The store of a server's checked files, made on first use. */
export function fileStore(ctx: ServerContext): ObjectStore {
  let store = stores.get(ctx);
  if (!store) {
    store = chooseStore(ctx);
    stores.set(ctx, store);
  }
  return store;
}
