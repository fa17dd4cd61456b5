import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { connectivityState } from '../../api/connectivity.ts';
import { MyDataCard } from './my-data-card.tsx';

const server = vi.hoisted(() => ({
  calls: [] as { path: string; method: string; body?: unknown }[],
  erasure: { requested: false, requestedAt: null as string | null, dueAt: null as string | null },
  confirmed: true,
}));
vi.mock('../../api/client.ts', () => ({
  apiRequest: async (path: string, options: { method?: string; body?: unknown }) => {
    server.calls.push({ path, method: options.method ?? 'GET', body: options.body });
    if (options.method === 'POST')
      server.erasure = { requested: true, requestedAt: '2026-03-11T08:00:00.000Z', dueAt: '2026-04-10T08:00:00.000Z' };
    return server.erasure;
  },
  apiSend: async (path: string, options: { method: string }) => {
    server.calls.push({ path, method: options.method });
  },
}));
vi.mock('../../shell/confirm.ts', () => ({ confirmDestructive: async () => server.confirmed }));
vi.mock('@tanstack/react-router', () => ({
  Link: ({ to, className, children }: { to: string; className?: string; children: ReactNode }) => (
    <a href={to} className={className}>
      {children}
    </a>
  ),
}));

function renderCard() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <MyDataCard />
      </QueryClientProvider>
    </I18nProvider>,
  );
}

afterEach(() => {
  cleanup();
  server.calls.length = 0;
  server.erasure = { requested: false, requestedAt: null, dueAt: null };
  server.confirmed = true;
  connectivityState.browserOnline = true;
});

describe('Your data on the profile (issue #40)', () => {
  it('links the readable page and asks for erasure with the password, after a confirmation', async () => {
    const user = userEvent.setup();
    renderCard();
    expect(screen.getByRole('link', { name: 'View my data' }).getAttribute('href')).toBe('/my-data');
    await user.click(await screen.findByRole('button', { name: 'Close and erase my account' }));
    const submit = screen.getByRole('button', { name: 'Ask to erase my account' });
    expect(submit.hasAttribute('disabled')).toBe(true);
    await user.type(screen.getByLabelText(/^Your password/), 'Member1234');
    server.confirmed = false;
    await user.click(submit);
    expect(server.calls.filter((c) => c.method === 'POST')).toEqual([]);
    server.confirmed = true;
    await user.click(submit);
    expect(await screen.findByText(/It will be erased on .*, unless you withdraw the request\./)).toBeTruthy();
    expect(server.calls.filter((c) => c.method === 'POST')).toEqual([
      { path: '/user/account/erasure', method: 'POST', body: { password: 'Member1234' } },
    ]);
    await user.click(screen.getByRole('button', { name: 'Withdraw the request' }));
    expect(await screen.findByRole('button', { name: 'Close and erase my account' })).toBeTruthy();
    expect(server.calls.at(-1)).toEqual({ path: '/user/account/erasure', method: 'DELETE' });
  });

  it('says offline that it needs a connection, and offers nothing that would fail', async () => {
    connectivityState.browserOnline = false;
    renderCard();
    expect(screen.getByText('Your data and the erasure request need a connection.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download as a file (JSON)' }).hasAttribute('disabled')).toBe(true);
  });
});
