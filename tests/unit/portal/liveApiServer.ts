import type { AddressInfo } from 'node:net';
import { setApiBase } from '../../../src/api';
import { startTestServer, type TestServer } from '../server/harness';

/** A 1×1 transparent PNG. */
export const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

/**
 * The seeded reference server listening on a free local port and on the real clock (the client signs calls with the
 * current time), with the API client pointed at it. The caller closes the server.
 */
export async function startLiveApiServer(): Promise<{ server: TestServer; base: string }> {
  const server = await startTestServer();
  server.clock.current = Date.now();
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
  setApiBase(base);
  return { server, base };
}
