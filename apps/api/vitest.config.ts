import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // One migrated database for the run; each test file's database is a copy (test/test-database.ts).
    globalSetup: ['test/global-setup.ts'],
  },
});
