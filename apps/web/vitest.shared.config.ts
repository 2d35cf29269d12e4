import react from '@vitejs/plugin-react';
import { configDefaults, defineProject } from 'vitest/config';
import { ISOLATED_TEST_FILES } from './vitest-files.ts';

/** The test files that share their worker's process and jsdom one after the other (vitest-files.ts). */
export default defineProject({
  plugins: [react()],
  test: {
    name: '@platform/web-shared',
    root: import.meta.dirname,
    include: ['src/**/*.test.{ts,tsx}'],
    exclude: [...configDefaults.exclude, ...ISOLATED_TEST_FILES],
    isolate: false,
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    testTimeout: 20_000,
  },
});
