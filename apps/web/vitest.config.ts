import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { ISOLATED_TEST_FILES } from './vitest-files.ts';

/** The test files that need a process each (vitest-files.ts); the others: vitest.shared.config.ts. */
export default defineProject({
  plugins: [react()],
  test: {
    name: '@platform/web',
    root: import.meta.dirname,
    include: ISOLATED_TEST_FILES,
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    // jsdom renders and route matching are CPU-bound: on a busy 2-core machine some take over 5 s.
    testTimeout: 20_000,
  },
});
