import { defineConfig } from 'vitest/config';

/**
 * One run for every workspace: each project keeps its own environment and setup. The API's and the
 * web app's test files that can share a process run in their `vitest.shared.config.ts` project
 * (their `vitest-files.ts` says which cannot).
 */
export default defineConfig({
  test: {
    projects: [
      'packages/domain',
      'packages/contracts',
      'apps/api',
      'apps/api/vitest.shared.config.ts',
      'apps/web',
      'apps/web/vitest.shared.config.ts',
      'apps/simulator',
    ],
  },
});
