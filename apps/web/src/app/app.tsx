import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { Providers } from './providers.tsx';
import { localizedRoutes } from './routes.tsx';

export function App({ i18n, queryClient }: { i18n: I18n; queryClient: QueryClient }) {
  const [router] = useState(() => createBrowserRouter(localizedRoutes()));
  return (
    <Providers i18n={i18n} queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>
  );
}
