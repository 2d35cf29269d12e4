import { isolatedTestFiles } from '../../vitest-isolated-files.ts';

/**
 * The web app's test files, split by whether each needs a process of its own.
 *
 * Most files render into jsdom and clean up after each test (src/test/setup.ts), so they share their
 * worker's process, jsdom and modules one after the other (`isolate: false`): each saves the second
 * a fresh jsdom and the app's modules take to load again. The files below keep a process each: they
 * replace a module or a global (vi.mock, vi.stubGlobal, fake timers) that a later file would see,
 * or they test what a module does once per page load (the session restored at start, code loaded
 * at the first use), which an earlier file in the same process would already have done.
 */
export const ISOLATED_TEST_FILES = isolatedTestFiles(import.meta.dirname, [
  'src/app/deferred-overlays.test.tsx',
  'src/app/start-data.test.ts',
  'src/checkout/pay/pay-panel.test.tsx',
  'src/checkout/payment-links/page-choice.test.tsx',
  'src/features/auth/auth-provider.test.tsx',
  'src/features/auth/pages/signin-page.test.tsx',
  'src/features/auth/session-restore.test.ts',
  'src/features/referral/components/sponsored-table.test.tsx',
  'src/features/session/use-inactivity.test.tsx',
  'src/shared/api/early-refresh.test.ts',
  'src/shared/api/http-two-factor.test.ts',
  'src/shared/api/http.test.ts',
  'src/shared/lib/intl-warmup.test.ts',
  'src/shared/lib/warm-intl.test.ts',
  'src/shared/ui/data-table.test.tsx',
  'src/shared/ui/lazy-select.test.tsx',
  'src/shared/ui/server-sorted-table.test.tsx',
]);
