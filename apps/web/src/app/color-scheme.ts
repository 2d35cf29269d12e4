import type { MantineColorSchemeManager } from '@mantine/core';

/** The app's one colour scheme: the built pages carry it on `<html>` (prerendered-page.ts). */
export const COLOR_SCHEME = 'light';

/**
 * Mantine's colour-scheme store for an app with a single scheme: nothing to read or keep. Its
 * default store reads localStorage at the provider's first render (and again in an effect), the
 * page's first use of the storage: about 6 ms of a phone's take-over render at Lighthouse's 4×
 * CPU slowdown, for a value that can only be `light` (docs/performance.md).
 */
export const SINGLE_COLOR_SCHEME: MantineColorSchemeManager = {
  get: () => COLOR_SCHEME,
  set: () => {},
  subscribe: () => {},
  unsubscribe: () => {},
  clear: () => {},
};
