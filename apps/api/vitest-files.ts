import { isolatedTestFiles } from '../../vitest-isolated-files.ts';

/**
 * The API's test files, split by whether each needs a process of its own.
 *
 * Most integration files (`test/`) open their own database and app and leave nothing behind, so
 * they share their worker's process and modules one after the other (`isolate: false`): each
 * saves the 2–3 s of CPU a fresh process spends loading the app and PGlite again. The files below
 * change what a later file in the same process would see, so each keeps a process of its own, as
 * the unit tests (`src/`) do.
 */
export const ISOLATED_TEST_FILES = isolatedTestFiles(import.meta.dirname, [
  // Mocks a module (vi.mock): a shared process would keep the mocked module for later files.
  'test/auth-throttle.integration.test.ts',
  // Set process.env for the checkout's polling or the payout lists' pace, read at every call.
  'test/checkout.integration.test.ts',
  'test/market.integration.test.ts',
  'test/payment-edits.integration.test.ts',
  'test/payment-links.integration.test.ts',
  'test/payout-lists.integration.test.ts',
  'test/payout-lists-resume.integration.test.ts',
]);
