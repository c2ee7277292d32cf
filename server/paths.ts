import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

// Set by scripts/build-server.mjs in the compiled bundle: the path from the bundle's folder to the project root.
declare const __PROJECT_ROOT_FROM_BUNDLE__: string | undefined;

const fromHere = typeof __PROJECT_ROOT_FROM_BUNDLE__ === 'string' ? __PROJECT_ROOT_FROM_BUNDLE__ : '..';

/** The project root (with a trailing slash), from the sources (`server/`) and from the compiled bundle alike. */
export const PROJECT_ROOT = fileURLToPath(new URL(`${fromHere}/`, import.meta.url));

/** A file or folder of the project, by its path from the root. */
export function projectPath(relative: string): string {
  return join(PROJECT_ROOT, relative);
}
