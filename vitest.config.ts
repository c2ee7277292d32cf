import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';

// The server's and the form runtime's tests share one module graph per worker (`isolate: false`): each server test
// builds its own server and database and leaves no module state behind, so importing the server and the runtime once
// per worker instead of once per file cuts the unit pass from about 9 to 6 minutes and the PostgreSQL pass from 325 s
// to 140 s. A file there that draws React (`@vitest-environment jsdom`) or replaces modules or globals (`vi.mock`,
// `vi.stubGlobal`…) keeps a fresh graph of its own, as every other test does; so does a file that says
// `// own module graph` (it tests what a fresh registry holds).
const sharedGraphFolders = ['tests/unit/server', 'tests/unit/schema-adapters'];
const needsOwnGraph = (source: string) => /@vitest-environment jsdom|vi\.(mock|doMock|stubGlobal|stubEnv|resetModules)\(|^\/\/ own module graph/m.test(source);
const sharedGraph = sharedGraphFolders.flatMap((folder) =>
  readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => join(folder, file))
    .filter((file) => !needsOwnGraph(readFileSync(file, 'utf8'))),
);
// tests/postgres/ needs a server to talk to: it runs in the PostgreSQL pass only (TEST_DATABASE_URL set).
const postgres = process.env.TEST_DATABASE_URL ? ['tests/postgres/**/*.test.ts'] : [];

export default defineConfig({
  test: {
    environment: 'node',
    testTimeout: 60_000,
    // Hooks start servers and build the compiled server: with two files at a time on two cores they need the tests' time too.
    hookTimeout: 60_000,
    // Vitest's default (one worker fewer than the cores) leaves a 2-core CI machine running one test file at a time;
    // the files wait on disk, SQLite and PostgreSQL often enough that two at a time finish the pass in about half the time.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      { extends: true, test: { name: 'shared-graph', include: [...sharedGraph, ...postgres], isolate: false } },
      { extends: true, test: { name: 'own-graph', include: ['tests/unit/**/*.test.{ts,tsx}'], exclude: sharedGraph } },
    ],
  },
});
