/**
 * The theme's style elements, written into the head of every built page (prerender-plugin.ts) so
 * that the app does not render them (theme-styles.ts): Mantine's CSS variables for our theme and its
 * `hiddenFrom`/`visibleFrom` classes, rendered once by the provider the app uses, with the same theme.
 */
import { MantineProvider } from '@mantine/core';
import { renderToString } from 'preact-render-to-string';
import { theme } from '../theme.ts';

export function renderThemeStyles(): string {
  const provider = (
    <MantineProvider theme={theme} defaultColorScheme="light" withCssVariables withGlobalClasses>
      {null}
    </MantineProvider>
  );
  // The elements are Preact's in this build (preact-runtime.ts); React's types describe them.
  const html = renderToString(provider as unknown as Parameters<typeof renderToString>[0]);
  const styles = html.match(/<style\b[^>]*>[\s\S]*?<\/style>/g) ?? [];
  if (styles.length !== 2) throw new Error(`the theme rendered ${styles.length} style elements, not 2`);
  return styles.join('');
}
