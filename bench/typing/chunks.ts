import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** Gzip size (KB) of every JavaScript chunk in a build's assets folder. */
export function chunkSizes(assets: string): Array<{ chunk: string; gzipKb: number }> {
  return readdirSync(assets)
    .filter((name) => name.endsWith('.js'))
    .map((name) => ({ chunk: name, gzipKb: Number((gzipSync(readFileSync(join(assets, name))).length / 1024).toFixed(1)) }))
    .sort((a, b) => b.gzipKb - a.gzipKb);
}
