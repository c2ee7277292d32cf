import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // tests/postgres/ needs a server to talk to: it runs in the PostgreSQL pass only (TEST_DATABASE_URL set).
    include: ['tests/unit/**/*.test.{ts,tsx}', ...(process.env.TEST_DATABASE_URL ? ['tests/postgres/**/*.test.ts'] : [])],
    environment: 'node',
    testTimeout: 60_000,
    // Hooks start servers and build the compiled server: with two files at a time on two cores they need the tests' time too.
    hookTimeout: 60_000,
    // Vitest's default (one worker fewer than the cores) leaves a 2-core CI machine running one test file at a time;
    // the files wait on disk, SQLite and PostgreSQL often enough that two at a time finish the pass in about half the time.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
