// Precompressed copies of the built portal's text files (`name.br`, `name.gz` beside each), so the server sends
// Brotli or gzip by the browser's Accept-Encoding without compressing on every request (@fastify/static preCompressed).
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { extname, join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text the server sends as it is: what compresses. Images, fonts (woff2), PDFs and video are compressed already. */
const TEXT = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.txt', '.webmanifest']);

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

/**
 * Writes `.br` (quality 11) and `.gz` (level 9) beside every text file of `dir`, however small, so the server never
 * compresses the portal's files per request; returns how many files it compressed. Source maps are left to the
 * server's own compression (only developer tools fetch them).
 */
export async function precompressDir(dir: string): Promise<number> {
  const files = (await filesUnder(dir)).filter((file) => TEXT.has(extname(file)));
  // zlib's asynchronous calls run on libuv's thread pool: a few files at a time keep every core busy.
  const queue = [...files];
  const worker = async () => {
    for (let file = queue.pop(); file !== undefined; file = queue.pop()) await precompressFile(file);
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return files.length;
}

async function precompressFile(file: string): Promise<void> {
  const bytes = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
    gzipAsync(bytes, { level: 9 }),
  ]);
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
}

/** The Vite plugin: precompresses the output folder once a build has written it. */
export function precompressed(): Plugin {
  let outDir = 'dist';
  return {
    name: 'portal-precompressed',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await precompressDir(outDir);
    },
  };
}
