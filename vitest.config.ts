import { defineConfig } from 'vitest/config';

/** One run for every workspace: each project keeps its own environment and setup. */
export default defineConfig({
  test: {
    projects: ['packages/domain', 'packages/contracts', 'apps/api', 'apps/web', 'apps/simulator'],
  },
});
