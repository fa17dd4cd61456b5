import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { PublicPrivacyNotice } from '../../api/contract/consent.ts';
import { PrivacyNoticePage } from './privacy-notice-page.tsx';

const server = vi.hoisted(() => ({
  paths: [] as string[],
  fail: false,
  notice: {
    clubName: 'Active Sport',
    contactEmail: 'info@active.example',
    contactPhone: '+372 600 0000',
    retention: {
      erasureAfterDays: 14,
      smsOutboxDays: 30,
      inactiveAccountMonths: null,
      loginRecordDays: 30,
      pushMessageDays: 3,
      auditLogYears: 7,
      invoiceYears: 7,
    },
    pushConsentVersion: 'push-2026-11',
    smsConsentVersion: 'sms-2026-11',
  } as PublicPrivacyNotice,
}));
vi.mock('../../api/client.ts', () => ({
  apiRequest: async (path: string) => {
    server.paths.push(path);
    if (server.fail) throw new Error('offline');
    return server.notice;
  },
}));
vi.mock('@tanstack/react-router', () => ({
  Link: ({ to, children }: { to: string; children: ReactNode }) => <a href={to}>{children}</a>,
}));
vi.mock('../../shell/page.tsx', () => ({
  Page: ({ title, children }: { title: ReactNode; children: ReactNode }) => (
    <main>
      <h1>{title}</h1>
      {children}
    </main>
  ),
}));

const renderPage = () =>
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <PrivacyNoticePage />
      </QueryClientProvider>
    </I18nProvider>,
  );

afterEach(() => {
  cleanup();
  server.paths.length = 0;
  server.fail = false;
});

describe('the privacy notice page (issue #40 point 5)', () => {
  it('names the club as controller, its contact, the retention it set and the way to the member’s data', async () => {
    renderPage();
    expect(await screen.findByText(/Active Sport is the controller of your personal data/)).toBeTruthy();
    expect(server.paths).toEqual(['/public/privacy']);
    expect(screen.getByRole('link', { name: /info@active\.example/ }).getAttribute('href')).toBe(
      'mailto:info@active.example',
    );
    expect(screen.getByText(/it is erased 14 days later/)).toBeTruthy();
    expect(screen.getByText(/are kept 30 days/)).toBeTruthy();
    // the club set no automatic erasure of ended accounts: the page does not invent one
    expect(screen.getByText('An ended or closed account is kept until you ask to erase it.')).toBeTruthy();
    expect(screen.getByText(/Invoices are kept 7 years/)).toBeTruthy();
    expect(screen.getByText(/version push-2026-11/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'profile' }).getAttribute('href')).toBe('/profile');
  });

  it('says why when the notice cannot be read', async () => {
    server.fail = true;
    renderPage();
    expect(await screen.findByRole('alert')).toBeTruthy();
  });
});
