import { configDefaults, defineProject } from 'vitest/config';
import { ISOLATED_TEST_FILES } from './vitest-files.ts';

/**
 * The integration files that share their worker's process one after the other (vitest-files.ts):
 * each opens its own database copy and app, and closes them.
 */
export default defineProject({
  test: {
    name: '@platform/api-shared',
    include: ['test/**/*.test.ts'],
    exclude: [...configDefaults.exclude, ...ISOLATED_TEST_FILES],
    isolate: false,
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    globalSetup: ['test/global-setup.ts'],
  },
});
