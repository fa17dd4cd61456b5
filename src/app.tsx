import { I18nProvider } from '@lingui/react';
import { PersistQueryClientProvider, persistQueryClientSave } from '@tanstack/react-query-persist-client';
import { RouterProvider } from '@tanstack/react-router';
import { i18n } from '@lingui/core';
import { persistOptions, queryClient } from './api/query-client.ts';
import { router } from './router.ts';

/*
 * The persister writes on cache changes from the end of the restore on: what a route's loader fetched while
 * the cache was being restored (on a fast start, everything) is written now, or an offline start would
 * miss it.
 */
// The cast: npm keeps a second copy of query-core for the persister packages (see vite.config.ts), whose
// QueryClient type differs in name only; the build resolves both to one.
type PersistedClient = Parameters<typeof persistQueryClientSave>[0]['queryClient'];
const saveAfterRestore = () => void persistQueryClientSave({ queryClient: queryClient as unknown as PersistedClient, ...persistOptions });

/**
 * Providers: persisted query cache (IndexedDB), Lingui, the router. No FluentProvider: the club's theme is
 * CSS variables on the page root (see tenants/theme-css.ts), which Fluent components and portals read.
 */
export function App() {
  return (
    <PersistQueryClientProvider client={queryClient} persistOptions={persistOptions} onSuccess={saveAfterRestore}>
      <I18nProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nProvider>
    </PersistQueryClientProvider>
  );
}
