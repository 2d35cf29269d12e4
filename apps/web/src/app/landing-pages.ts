import type { FeatureNamespace } from '../shared/i18n/feature-text-folders.ts';

/** A route chunk's source module (from the web app's root) and the text namespaces it waits for. */
export type RouteChunk = { module: string; texts: readonly FeatureNamespace[] };

/** The signed-in frames' chunk: every signed-in page loads it (routes.tsx). */
export const SHELL_CHUNK = {
  module: 'src/features/shell/shell-chunk.ts',
  texts: ['search', 'team', 'profile'],
} as const satisfies RouteChunk;

/**
 * The pages a signed-in merchant lands on, each its own route chunk (routes.tsx): index.html asks
 * for their chunks and texts as soon as the session is back (build/landing-preloads.ts).
 */
export const LANDING_PAGES = {
  dashboard: { module: 'src/features/overview/pages/dashboard-page.tsx', texts: ['overview', 'settings'] },
  transactions: {
    module: 'src/features/transactions/pages/transactions-page.tsx',
    texts: ['transactions', 'receipts', 'sampleData'],
  },
} as const satisfies Record<string, RouteChunk>;

export type LandingPage = keyof typeof LANDING_PAGES;
