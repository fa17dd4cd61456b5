import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { ApiFailure } from '../api/api-failure.ts';
import { LoadMore, type MorePages } from './load-more.tsx';

/** The sentinel's observer: the test says when the end of the list comes near the screen. */
let reach: (() => void) | undefined;
class FakeObserver {
  constructor(callback: IntersectionObserverCallback) {
    reach = () => callback([{ isIntersecting: true } as IntersectionObserverEntry], this as never);
  }
  observe() {}
  disconnect() {
    reach = undefined;
  }
}

function show(state: Partial<MorePages>) {
  const fetchNextPage = vi.fn(async () => undefined);
  const pages: MorePages = {
    hasNextPage: true,
    isFetchingNextPage: false,
    isFetchNextPageError: false,
    error: null,
    fetchNextPage,
    ...state,
  };
  i18n.loadAndActivate({ locale: 'en', messages: {} });
  render(
    <I18nProvider i18n={i18n}>
      <LoadMore pages={pages} />
    </I18nProvider>,
  );
  return fetchNextPage;
}

describe('LoadMore', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('reads the next page when the end of the list comes near, or on "Show more"', async () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const fetchNextPage = show({});
    reach?.();
    expect(fetchNextPage).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(fetchNextPage).toHaveBeenCalledTimes(2);
  });

  it('shows a spinner while a page loads, and nothing once the list is complete', () => {
    show({ isFetchingNextPage: true });
    expect(screen.getByText('Loading more…')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
    cleanup();
    show({ hasNextPage: false });
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('after a failed page, reads again only on "Try again", not by scrolling', async () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const fetchNextPage = show({ isFetchNextPageError: true, error: new ApiFailure('fetch') });
    expect(reach).toBeUndefined();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(fetchNextPage).toHaveBeenCalledTimes(1);
  });
});
