import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { connectivityState } from '../api/connectivity.ts';
import { languageState } from '../state/language.ts';
import { screenDataState } from './screen-data.ts';
import { ConnectivityStatus } from './connectivity-status.tsx';

const fetchedAt = new Date(2026, 10, 22, 19, 5).getTime();

function renderStatus() {
  return render(
    <I18nProvider i18n={i18n}>
      <ConnectivityStatus />
    </I18nProvider>,
  );
}

afterEach(() => {
  cleanup();
  connectivityState.browserOnline = true;
  connectivityState.serverReachable = true;
  screenDataState.updatedAt = null;
  languageState.language = 'en';
});

describe('ConnectivityStatus', () => {
  it('says nothing while the server answers', () => {
    screenDataState.updatedAt = fetchedAt;
    renderStatus();
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('tells why and when the data was fetched, in the date format of the user’s language', async () => {
    screenDataState.updatedAt = fetchedAt;
    connectivityState.serverReachable = false;
    renderStatus();
    expect(screen.getByRole('status').textContent).toBe('Server not reachableLast updated 22/11/2026, 19:05');
    await act(async () => {
      languageState.language = 'et';
    });
    expect(screen.getByRole('status').textContent).toContain('22.11.2026, 19:05');
    await act(async () => {
      languageState.language = 'lv';
    });
    expect(screen.getByRole('status').textContent).toContain('22.11.2026. 19:05');
  });

  it('says offline when the browser is, and that nothing is saved when the screen has no data', async () => {
    connectivityState.browserOnline = false;
    renderStatus();
    expect(screen.getByRole('status').textContent).toBe('OfflineNo saved data yet');
    await act(async () => {
      connectivityState.browserOnline = true;
    });
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
