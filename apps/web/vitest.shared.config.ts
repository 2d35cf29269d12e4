import { configDefaults, defineProject } from 'vitest/config';
import isolated from './vitest.config.ts';
import { ISOLATED_TEST_FILES } from './vitest-files.ts';

/**
 * The test files that share their worker's process and jsdom one after the other
 * (vitest-files.ts). Otherwise as vitest.config.ts.
 */
export default defineProject({
  ...isolated,
  test: {
    ...isolated.test,
    name: '@platform/web-shared',
    include: ['src/**/*.test.{ts,tsx}'],
    exclude: [...configDefaults.exclude, ...ISOLATED_TEST_FILES],
    isolate: false,
  },
});
