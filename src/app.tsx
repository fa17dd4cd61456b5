import { I18nProvider } from '@lingui/react';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { RouterProvider } from '@tanstack/react-router';
import { i18n } from '@lingui/core';
import { persistOptions, queryClient } from './api/query-client.ts';
import { router } from './router.ts';

/**
 * Providers: persisted query cache (IndexedDB), Lingui, the router. No FluentProvider: the club's theme is
 * CSS variables on the page root (see tenants/theme-css.ts), which Fluent components and portals read.
 */
export function App() {
  return (
    <PersistQueryClientProvider client={queryClient} persistOptions={persistOptions}>
      <I18nProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nProvider>
    </PersistQueryClientProvider>
  );
}
