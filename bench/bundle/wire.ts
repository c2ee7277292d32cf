import { startTestServer } from '../../tests/unit/server/harness';

/** The body bytes the reference server sends for each of `files` (paths under the build) to a browser asking for `br, gzip`. */
export async function wireBytes(distDir: string, files: readonly string[]): Promise<{ bytes: number; encodings: Record<string, number> }> {
  const server = await startTestServer({ env: { DIST_DIR: distDir } });
  try {
    let bytes = 0;
    const encodings: Record<string, number> = {};
    for (const file of files) {
      const reply = await server.app.inject({ method: 'GET', url: `/${file}`, headers: { 'accept-encoding': 'br, gzip' } });
      if (reply.statusCode !== 200) throw new Error(`The server answered ${reply.statusCode} for /${file}`);
      bytes += reply.rawPayload.length;
      const encoding = String(reply.headers['content-encoding'] ?? 'identity');
      encodings[encoding] = (encodings[encoding] ?? 0) + 1;
    }
    return { bytes, encodings };
  } finally {
    await server.close();
  }
}
