import { MantineProvider } from '@mantine/core';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { theme } from '../../app/theme.ts';
import { type ResponsiveDisplay, useOnScreen } from './use-on-screen.ts';

const EM = 16;
const original = window.matchMedia;
let width = 0;
const listeners = new Set<{ list: MediaQueryList; listener: (event: { matches: boolean }) => void }>();

/** A window `px` wide, answering the two query shapes the hook asks: `(min-width: Nem)` and its `not all and`. */
function windowOf(px: number) {
  width = px;
  window.matchMedia = (query: string) => {
    const min = /\(min-width: ([\d.]+)em\)/.exec(query);
    // Other queries (the provider's colour scheme) match nothing.
    const wide = () => min !== null && width >= Number(min[1]) * EM;
    const negated = query.startsWith('not all and ');
    const list = {
      get matches() {
        return negated ? !wide() : wide();
      },
      media: query,
      onchange: null,
      addEventListener: (_: string, listener: (event: { matches: boolean }) => void) =>
        listeners.add({ list, listener }),
      removeEventListener: (_: string, listener: (event: { matches: boolean }) => void) => {
        for (const entry of listeners) if (entry.listener === listener) listeners.delete(entry);
      },
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    } as unknown as MediaQueryList;
    return list;
  };
}

function resize(px: number) {
  width = px;
  act(() => {
    for (const { list, listener } of [...listeners]) listener({ matches: list.matches });
  });
}

/** Every distinct value the hook answered, render by render (one: it never flips after the first render). */
function setup(display: ResponsiveDisplay) {
  const seen: boolean[] = [];
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MantineProvider theme={theme}>{children}</MantineProvider>
  );
  const hook = renderHook(
    () => {
      const shown = useOnScreen(display);
      seen.push(shown);
      return shown;
    },
    { wrapper },
  );
  return { hook, seen: [...new Set(seen)] };
}

afterEach(() => {
  window.matchMedia = original;
  listeners.clear();
});

describe('useOnScreen', () => {
  it("answers as Mantine's visibleFrom/hiddenFrom classes show, from the first render", () => {
    // The theme's lg is 67em (1,072 px), xs 38.75em (620 px).
    windowOf(412);
    expect(setup({ visibleFrom: 'lg' }).seen).toEqual([false]);
    expect(setup({ hiddenFrom: 'lg' }).seen).toEqual([true]);
    expect(setup({ visibleFrom: 'xs' }).seen).toEqual([false]);
    windowOf(1280);
    expect(setup({ visibleFrom: 'lg' }).seen).toEqual([true]);
    expect(setup({ hiddenFrom: 'lg' }).seen).toEqual([false]);
    windowOf(1072);
    expect(setup({ visibleFrom: 'lg' }).seen[0]).toBe(true);
    expect(setup({ hiddenFrom: 'lg' }).seen[0]).toBe(false);
    windowOf(1071);
    expect(setup({ visibleFrom: 'lg' }).seen[0]).toBe(false);
  });

  it('follows the width when it crosses the breakpoint', () => {
    windowOf(412);
    const wide = setup({ visibleFrom: 'lg' });
    const narrow = setup({ hiddenFrom: 'lg' });
    resize(1280);
    expect(wide.hook.result.current).toBe(true);
    expect(narrow.hook.result.current).toBe(false);
    resize(600);
    expect(wide.hook.result.current).toBe(false);
    expect(narrow.hook.result.current).toBe(true);
  });
});
