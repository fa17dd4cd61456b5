import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { StandingBooking } from '../../api/contract/standing.ts';
import { StandingList } from './standing-list.tsx';

const server = vi.hoisted(() => ({ list: [] as unknown[] }));
vi.mock('../../api/client.ts', () => ({
  apiRequest: async () => server.list,
  apiSend: async () => undefined,
}));

const club = { id: 2, name: 'ClubBook Harbour', timeZone: 'Europe/Tallinn' };
const standing = (over: Partial<StandingBooking>): StandingBooking => ({
  id: 1,
  seriesId: 11,
  trainingName: 'Pilates',
  club,
  nextClass: null,
  state: 'active',
  pausedUntil: null,
  stopReason: null,
  ...over,
});

function renderList() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <StandingList />
      </QueryClientProvider>
    </I18nProvider>,
  );
}

afterEach(() => {
  cleanup();
  server.list = [];
});

describe("My workouts' Booked every week", () => {
  it('says when the next class is booked, and what happens when no class of the series waits to open', async () => {
    const opensAt = new Date(Date.now() + 3 * 86_400_000);
    server.list = [
      standing({
        id: 1,
        nextClass: {
          id: 221,
          startDateTime: new Date(opensAt.getTime() + 7 * 86_400_000).toISOString(),
          bookingOpensAt: opensAt.toISOString(),
        },
      }),
      standing({ id: 2, trainingName: 'Morning yoga' }),
      standing({ id: 3, trainingName: 'Aqua aerobics', state: 'paused', pausedUntil: '2099-01-31' }),
    ];
    renderList();
    const card = async (name: string) => within((await screen.findByText(name)).closest('li')!);
    expect((await card('Pilates')).getByText(/^Booked for you when booking opens on /)).toBeTruthy();
    expect((await card('Pilates')).queryByText(/^No class of this series is waiting/)).toBeNull();
    expect(
      (await card('Morning yoga')).getByText(
        'No class of this series is waiting for its booking to open. When the club adds the next one, it is booked for you as soon as its booking opens.',
      ),
    ).toBeTruthy();
    // paused: it books nothing meanwhile, so it promises nothing
    expect((await card('Aqua aerobics')).queryByText(/^No class of this series is waiting/)).toBeNull();
    expect((await card('Aqua aerobics')).getByText(/^Paused until /)).toBeTruthy();
  });
});
