import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { i18n } from '@lingui/core';
import { queryClient } from './api/query-client.ts';
import { router } from './router.ts';
import { ServerShell } from './shell/server-shell.tsx';

/**
 * Providers: the query cache (restored from IndexedDB before the first render, main.tsx), Lingui, the
 * router. No FluentProvider: the club's theme is CSS variables on the page root (see tenants/theme-css.ts),
 * which Fluent components and portals read.
 */
export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nProvider i18n={i18n}>
        <ServerShell />
        <RouterProvider router={router} />
      </I18nProvider>
    </QueryClientProvider>
  );
}
