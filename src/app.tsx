import { FluentProvider } from '@fluentui/react-components';
import { I18nProvider } from '@lingui/react';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { RouterProvider } from '@tanstack/react-router';
import { i18n } from '@lingui/core';
import { persistOptions, queryClient } from './api/query-client.ts';
import { useColorMode } from './state/colormode.ts';
import { useIsNarrow } from './state/screen.ts';
import { appTheme } from './shell/theme.ts';
import { router } from './router.ts';

function ThemedRouter() {
  const mode = useColorMode();
  const isNarrow = useIsNarrow();
  return (
    <FluentProvider theme={appTheme(mode, isNarrow)}>
      <RouterProvider router={router} />
    </FluentProvider>
  );
}

/** Providers: persisted query cache (IndexedDB), Lingui, the tenant's Fluent theme, the router. */
export function App() {
  return (
    <PersistQueryClientProvider client={queryClient} persistOptions={persistOptions}>
      <I18nProvider i18n={i18n}>
        <ThemedRouter />
      </I18nProvider>
    </PersistQueryClientProvider>
  );
}
