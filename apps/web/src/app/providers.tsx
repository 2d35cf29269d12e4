import { MantineProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { COLOR_SCHEME, SINGLE_COLOR_SCHEME } from './color-scheme.ts';
import { DeferredOverlays } from './deferred-overlays.tsx';
import { theme } from './theme.ts';
import { THEME_STYLES_IN_HEAD } from './theme-styles.ts';

type Props = { i18n: I18n; queryClient: QueryClient; children: ReactNode };

/** Theme, toasts and modals (loaded when first needed), data cache and translations. */
export function Providers({ i18n, queryClient, children }: Props) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <MantineProvider
          theme={theme}
          defaultColorScheme={COLOR_SCHEME}
          forceColorScheme={COLOR_SCHEME}
          colorSchemeManager={SINGLE_COLOR_SCHEME}
          withCssVariables={!THEME_STYLES_IN_HEAD}
          withGlobalClasses={!THEME_STYLES_IN_HEAD}
        >
          <DeferredOverlays />
          {children}
        </MantineProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
