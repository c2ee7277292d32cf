import { dirname, join, relative } from 'node:path';
import { ROUTES } from '../../src/app/routes/table';

const IMPORT = /import\(\s*["'`]([^"'`]+)["'`]\s*\)/;

/** The source module (root-relative, without extension) the route table lazily imports for `path`. */
export function pageSourceOf(path: string, root: string): string {
  const entry = ROUTES.find((candidate) => candidate.path === path);
  if (!entry?.page) throw new Error(`The route table has no page for ${path}`);
  const specifier = IMPORT.exec(entry.page.toString())?.[1];
  if (!specifier) throw new Error(`Cannot read the import of ${path}'s page from: ${entry.page.toString()}`);
  const tableDir = join(root, 'src/app/routes');
  return relative(root, join(dirname(join(tableDir, 'table.ts')), specifier)).replaceAll('\\', '/');
}
