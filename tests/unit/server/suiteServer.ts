import { afterAll, beforeAll } from 'vitest';
import { startTestServer, type TestServer } from './harness';

/**
 * The suite's test server: started before its first test and closed after its last. Every member reads the running
 * server, so the suite can hold it in a `const` and close over it at once.
 */
export function useTestServer(options: Parameters<typeof startTestServer>[0] = {}, timeout?: number): TestServer {
  let started: TestServer | undefined;
  beforeAll(async () => {
    started = await startTestServer(options);
  }, timeout);
  afterAll(async () => started?.close());
  const running = (): TestServer => {
    if (!started) throw new Error('The suite server starts in beforeAll');
    return started;
  };
  return {
    get app() {
      return running().app;
    },
    get clock() {
      return running().clock;
    },
    get config() {
      return running().config;
    },
    get: (...args) => running().get(...args),
    post: (...args) => running().post(...args),
    projectId: (domain) => running().projectId(domain),
    applicant: (...args) => running().applicant(...args),
    close: () => running().close(),
  };
}
