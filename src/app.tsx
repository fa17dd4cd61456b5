import { I18nProvider } from '@lingui/react';
import { useEffect } from 'react';
import { useIsRestoring } from '@tanstack/react-query';
import { PersistQueryClientProvider, persistQueryClientSave } from '@tanstack/react-query-persist-client';
import { RouterProvider } from '@tanstack/react-router';
import { i18n } from '@lingui/core';
import { persistOptions, queryClient } from './api/query-client.ts';
import { router } from './router.ts';
import { ServerShell } from './shell/server-shell.tsx';

/*
 * The persister writes on cache changes from the end of the restore on: what a route's loader fetched while
 * the cache was being restored (on a fast start, everything) is written once the restore has ended, or an
 * offline start would miss it.
 */
// The cast: npm keeps a second copy of query-core for the persister packages (see vite.config.ts), whose
// QueryClient type differs in name only; the build resolves both to one.
type PersistedClient = Parameters<typeof persistQueryClientSave>[0]['queryClient'];
const saveAfterRestore = () => void persistQueryClientSave({ queryClient: queryClient as unknown as PersistedClient, ...persistOptions });

/**
 * Writes the cache in the commit that ends the restore: a child's effect runs just before the provider's
 * own, which subscribes the persister to later changes, so no answer can land in between.
 */
function SaveWhenRestored() {
  const restoring = useIsRestoring();
  useEffect(() => {
    if (!restoring) saveAfterRestore();
  }, [restoring]);
  return null;
}

/**
 * Providers: persisted query cache (IndexedDB), Lingui, the router. No FluentProvider: the club's theme is
 * CSS variables on the page root (see tenants/theme-css.ts), which Fluent components and portals read.
 */
export function App() {
  return (
    <PersistQueryClientProvider client={queryClient} persistOptions={persistOptions}>
      <SaveWhenRestored />
      <I18nProvider i18n={i18n}>
        <ServerShell />
        <RouterProvider router={router} />
      </I18nProvider>
    </PersistQueryClientProvider>
  );
}
