import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { type createBrowserRouter, RouterProvider } from 'react-router';
import { Providers } from './providers.tsx';

type Props = { i18n: I18n; queryClient: QueryClient; router: ReturnType<typeof createBrowserRouter> };

export function App({ i18n, queryClient, router }: Props) {
  return (
    <Providers i18n={i18n} queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>
  );
}
