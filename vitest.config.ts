import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // tests/postgres/ needs a server to talk to: it runs in the PostgreSQL pass only (TEST_DATABASE_URL set).
    include: ['tests/unit/**/*.test.{ts,tsx}', ...(process.env.TEST_DATABASE_URL ? ['tests/postgres/**/*.test.ts'] : [])],
    environment: 'node',
    testTimeout: 60_000,
  },
});
