import { configDefaults, defineProject } from 'vitest/config';
import isolated from './vitest.config.ts';
import { ISOLATED_TEST_FILES } from './vitest-files.ts';

/**
 * The integration files that share their worker's process one after the other (vitest-files.ts):
 * each opens its own database copy and app, and closes them. Otherwise as vitest.config.ts.
 */
export default defineProject({
  test: {
    ...isolated.test,
    name: '@platform/api-shared',
    include: ['test/**/*.test.ts'],
    exclude: [...configDefaults.exclude, ...ISOLATED_TEST_FILES],
    isolate: false,
  },
});
