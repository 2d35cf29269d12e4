import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { theme } from './theme.ts';

type Props = { i18n: I18n; queryClient: QueryClient; children: ReactNode };

/** Theme, toasts (bottom-right, 6000 ms, one at a time: spec), data cache and translations. */
export function Providers({ i18n, queryClient, children }: Props) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <MantineProvider theme={theme} defaultColorScheme="light">
          <Notifications position="bottom-right" autoClose={6000} limit={1} />
          <ModalsProvider>{children}</ModalsProvider>
        </MantineProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
