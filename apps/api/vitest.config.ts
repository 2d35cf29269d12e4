import { defineProject } from 'vitest/config';
import { ISOLATED_TEST_FILES } from './vitest-files.ts';

/** The unit tests and the integration files that need a process each (vitest-files.ts). */
export default defineProject({
  test: {
    name: '@platform/api',
    include: ['src/**/*.test.ts', ...ISOLATED_TEST_FILES],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // One migrated database for the run; each test file's database is a copy (test/test-database.ts).
    globalSetup: ['test/global-setup.ts'],
  },
});
