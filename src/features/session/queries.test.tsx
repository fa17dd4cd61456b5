import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useKeepPageRulesFresh } from './queries.ts';
import { rulesState, setPageRules } from '../../state/rules.ts';
import { defaultPageRules } from '../../api/contract/page.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  setPageRules(defaultPageRules);
});

describe('keeping the page rules fresh', () => {
  it('fetches the rules into the rules state without re-rendering the app around it', async () => {
    const answered = { ...defaultPageRules, menu: { isInvoiceHidden: true, isLanguageHidden: false } };
    const fetch = vi.fn((_url: string) =>
      Promise.resolve(new Response(JSON.stringify(answered), { headers: { 'Content-Type': 'application/json' } })),
    );
    vi.stubGlobal('fetch', fetch);
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    let renders = 0;
    renderHook(
      () => {
        renders++;
        useKeepPageRulesFresh();
      },
      { wrapper },
    );
    await waitFor(() => expect(rulesState.rules.menu.isInvoiceHidden).toBe(true));
    expect(String(fetch.mock.calls[0]?.[0])).toContain('/page/');
    // Give a re-render, had there been one, its chance.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(renders).toBe(1);
  });
});
