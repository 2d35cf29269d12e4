import { type MantineBreakpoint, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';

/** Mantine's responsive display props: an element shown from a breakpoint up, or below it only. */
export type ResponsiveDisplay = { visibleFrom: MantineBreakpoint } | { hiddenFrom: MantineBreakpoint };

/**
 * Whether an element given that `visibleFrom` or `hiddenFrom` is on screen at the window's width:
 * read at the first render (not in an effect, which would render it first to remove it), and
 * followed when the width crosses the breakpoint. Where there is no window, `withoutWindow` (true
 * by default: the build's prerender draws the elements of every width and the page's styles show
 * the right ones).
 * What the width hides need not be rendered at all: on a phone, the wide screens' search field
 * and settings button were 17 of the 145 ms of the signed-in frame's first render (docs/performance.md).
 */
export function useOnScreen(display: ResponsiveDisplay, { withoutWindow = true } = {}): boolean {
  const { breakpoints } = useMantineTheme();
  // The complements of the queries of Mantine's `mantine-visible-from-*` / `mantine-hidden-from-*` classes.
  const query =
    'visibleFrom' in display
      ? `(min-width: ${breakpoints[display.visibleFrom]})`
      : `not all and (min-width: ${breakpoints[display.hiddenFrom]})`;
  const matches = useMediaQuery(query, true, { getInitialValueInEffect: false });
  // Without a window, Mantine's hook answers false whatever its initial value.
  return typeof window === 'undefined' ? withoutWindow : matches;
}
