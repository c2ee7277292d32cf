import { existsSync, statSync } from 'node:fs';
import { extname, join } from 'node:path';
import { projectPath } from '../../paths';

/** Where the demo downloads live. */
export const DOWNLOADS_DIR = projectPath('fixtures/downloads/');

const TYPES: Record<string, string> = { '.pdf': 'application/pdf', '.txt': 'text/plain; charset=utf-8' };

/**
 * A servable download: its path, type, size and whether it is shown in place (PDFs, for the embedded viewer; the rest
 * are attachments); null for unknown names, other types or anything outside the folder.
 */
export function downloadFile(name: string): { path: string; type: string; size: number; inline: boolean } | null {
  if (!/^[A-Za-z0-9][A-Za-z0-9._-]{0,100}$/.test(name) || name.includes('..')) return null;
  const type = TYPES[extname(name).toLowerCase()];
  const path = join(DOWNLOADS_DIR, name);
  if (!type || !existsSync(path)) return null;
  return { path, type, size: statSync(path).size, inline: type === 'application/pdf' };
}
