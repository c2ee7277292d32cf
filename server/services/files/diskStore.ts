import { open, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { ServerConfig } from '../../config';
import { assertStoredName, type ObjectStore } from './objectStore';
import { uploadsDir } from './storage';
import { errorCode } from '../../errorCode';

const isMissing = (error: unknown): boolean => errorCode(error) === 'ENOENT';

/** Files under `${DATA_DIR}/uploads/{stored name}`: the default with SQLite, one instance per data folder. */
export function diskStore(config: ServerConfig): ObjectStore {
  const pathOf = (name: string) => {
    assertStoredName(name);
    return join(uploadsDir(config), name);
  };
  return {
    kind: 'disk',
    async put(name, temp) {
      await rename(temp.path, pathOf(name));
    },
    async read(name, range) {
      const handle = await open(pathOf(name), 'r').catch((error: unknown) => {
        if (isMissing(error)) return null;
        throw error;
      });
      return handle ? handle.createReadStream(range ? { start: range.start, end: range.end } : {}) : null;
    },
    async remove(name) {
      await rm(pathOf(name), { force: true });
    },
  };
}
