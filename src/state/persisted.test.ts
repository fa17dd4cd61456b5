import { beforeEach, describe, expect, it, vi } from 'vitest';

/** Loads a store module fresh, after the given values were stored. */
async function loadWith<T>(stored: Record<string, string>, load: () => Promise<T>): Promise<T> {
  localStorage.clear();
  for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
  vi.resetModules();
  return load();
}

describe('persisted state parsed back with defaults', () => {
  beforeEach(() => localStorage.clear());

  it('colour mode: stored value, else dark for missing, invalid or unparsable values', async () => {
    expect((await loadWith({ colormode: '"light"' }, () => import('./colormode.ts'))).colorModeState.mode).toBe(
      'light',
    );
    for (const bad of ['"purple"', 'light', '{"mode":1}', '']) {
      expect((await loadWith({ colormode: bad }, () => import('./colormode.ts'))).colorModeState.mode).toBe('dark');
    }
    expect((await loadWith({}, () => import('./colormode.ts'))).colorModeState.mode).toBe('dark');
  });

  it('page rules: a partial or wrong value falls back field by field or entirely', async () => {
    const partial = await loadWith({ rules: '{"menu":{"isInvoiceHidden":true}}' }, () => import('./rules.ts'));
    expect(partial.rulesState.rules).toEqual({
      login: { isEmail: false },
      menu: { isInvoiceHidden: true, isLanguageHidden: false },
      notification: { isSmsHidden: false },
    });
    const wrong = await loadWith({ rules: '{"login":{"isEmail":"yes"}}' }, () => import('./rules.ts'));
    expect(wrong.rulesState.rules.login.isEmail).toBe(false);
  });

  it('menu: a bad sub-menu name gives the defaults', async () => {
    const good = await loadWith(
      { menu: '{"isOpen":true,"openSubMenu":"trainer","selected":"home"}' },
      () => import('./menu.ts'),
    );
    expect(good.menuState).toMatchObject({ isOpen: true, openSubMenu: 'trainer', selected: 'home' });
    const bad = await loadWith({ menu: '{"openSubMenu":"kitchen"}' }, () => import('./menu.ts'));
    expect(bad.menuState).toMatchObject({ isOpen: false, openSubMenu: null, selected: null });
  });

  it('auth: a stored token that is not a token is dropped; has_logged_in must be a boolean', async () => {
    const auth = await loadWith({ auth: '{"token":"garbage"}', has_logged_in: '"yes"' }, () => import('./auth.ts'));
    expect(auth.authState).toMatchObject({
      token: null,
      hasToken: false,
      hasLoggedIn: false,
      userClaims: null,
      isLoggedIn: false,
    });
    const kept = await loadWith({ has_logged_in: 'true' }, () => import('./auth.ts'));
    expect(kept.authState.hasLoggedIn).toBe(true);
  });

  it('snackbar: type and duration survive, never the message; bad values give defaults', async () => {
    const snack = await loadWith(
      { snackbar: '{"type":"warning","duration":5000,"message":"old"}' },
      () => import('./snackbar.ts'),
    );
    expect(snack.snackbarState).toMatchObject({ open: false, type: 'warning', duration: 5000, message: '' });
    const bad = await loadWith({ snackbar: '{"type":"info","duration":-1}' }, () => import('./snackbar.ts'));
    expect(bad.snackbarState).toMatchObject({ type: 'success', duration: 2000 });
  });

  it('screen: a non-boolean isNarrow gives wide until measured', async () => {
    const screen = await loadWith({ screen: '{"isNarrow":"no"}' }, () => import('./screen.ts'));
    expect(screen.screenState.isNarrow).toBe(false);
  });
});
