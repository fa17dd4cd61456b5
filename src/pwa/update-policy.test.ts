import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createUpdatePolicy, type UpdatePolicyDeps } from './update-policy.ts';

function setup(overrides: Partial<UpdatePolicyDeps> = {}) {
  let hidden = false;
  let path = '/calendar';
  const deps = {
    pollMs: 30_000,
    checkForUpdate: vi.fn(() => Promise.resolve()),
    skipWaiting: vi.fn(),
    pathname: () => path,
    isHidden: () => hidden,
    shouldAskToUpdate: vi.fn(() => false),
    markAskedToUpdate: vi.fn(),
    askToUpdate: vi.fn(() => Promise.resolve(true)),
    reload: vi.fn(),
    hadController: true,
    log: vi.fn(),
    ...overrides,
  } satisfies UpdatePolicyDeps;
  const policy = createUpdatePolicy(deps);
  return {
    deps,
    policy,
    setHidden: (value: boolean) => {
      hidden = value;
      policy.onVisibilityChange();
    },
    setPath: (value: string) => {
      path = value;
    },
  };
}

describe('update policy', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('checks for an update every 30 s, when the page is shown again and on demand', () => {
    const { deps, policy, setHidden } = setup();
    const stop = policy.start();
    vi.advanceTimersByTime(29_999);
    expect(deps.checkForUpdate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(deps.checkForUpdate).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(60_000);
    expect(deps.checkForUpdate).toHaveBeenCalledTimes(3);
    setHidden(true);
    expect(deps.checkForUpdate).toHaveBeenCalledTimes(3);
    setHidden(false);
    expect(deps.checkForUpdate).toHaveBeenCalledTimes(4);
    stop();
    vi.advanceTimersByTime(120_000);
    expect(deps.checkForUpdate).toHaveBeenCalledTimes(4);
  });

  it('only logs a failed check', async () => {
    const { deps, policy } = setup({ checkForUpdate: vi.fn(() => Promise.reject(new Error('offline'))) });
    policy.checkNow();
    await vi.waitFor(() =>
      expect(deps.log).toHaveBeenCalledWith('service worker update check failed', expect.any(Error)),
    );
  });

  it('on a public path activates at once and reloads with a cache-busting parameter after the controller changes', async () => {
    const { deps, policy, setPath } = setup();
    setPath('/public/vouchers');
    await policy.onWaiting({});
    expect(deps.skipWaiting).toHaveBeenCalledTimes(1);
    expect(deps.reload).not.toHaveBeenCalled();
    policy.onControllerChange();
    policy.onControllerChange();
    expect(deps.reload).toHaveBeenCalledTimes(1);
    expect(deps.reload).toHaveBeenCalledWith({ cacheBust: true });
  });

  it('asks once (app.update) when the claims need an update, and reloads when the user agrees', async () => {
    const { deps, policy } = setup({ shouldAskToUpdate: vi.fn(() => true) });
    await policy.onWaiting({});
    expect(deps.markAskedToUpdate).toHaveBeenCalledTimes(1);
    expect(deps.askToUpdate).toHaveBeenCalledTimes(1);
    expect(deps.skipWaiting).toHaveBeenCalledTimes(1);
    policy.onControllerChange();
    expect(deps.reload).toHaveBeenCalledWith({ cacheBust: false });
  });

  it('does not activate a private page while it is visible and the user was not asked', async () => {
    const { deps, policy } = setup();
    await policy.onWaiting({});
    vi.advanceTimersByTime(60_000);
    expect(deps.askToUpdate).not.toHaveBeenCalled();
    expect(deps.skipWaiting).not.toHaveBeenCalled();
  });

  it('activates 3 s after the page is hidden, and not if it is shown again sooner', async () => {
    const { deps, policy, setHidden } = setup({
      askToUpdate: vi.fn(() => Promise.resolve(false)),
      shouldAskToUpdate: () => true,
    });
    await policy.onWaiting({});
    expect(deps.skipWaiting).not.toHaveBeenCalled();
    setHidden(true);
    vi.advanceTimersByTime(2_999);
    setHidden(false);
    vi.advanceTimersByTime(10_000);
    expect(deps.skipWaiting).not.toHaveBeenCalled();
    setHidden(true);
    vi.advanceTimersByTime(3_000);
    expect(deps.skipWaiting).toHaveBeenCalledTimes(1);
  });

  it('schedules the hidden activation when the new version arrives while the page is already hidden', async () => {
    const { deps, policy, setHidden } = setup();
    setHidden(true);
    await policy.onWaiting({});
    vi.advanceTimersByTime(3_000);
    expect(deps.skipWaiting).toHaveBeenCalledTimes(1);
  });

  it('never reloads on the first install', () => {
    const { deps, policy } = setup({ hadController: false });
    policy.onControllerChange();
    expect(deps.reload).not.toHaveBeenCalled();
  });

  it('reloads once when another tab activated the update of a controlled page', () => {
    const { deps, policy } = setup({ hadController: true });
    policy.onControllerChange();
    policy.onControllerChange();
    expect(deps.reload).toHaveBeenCalledTimes(1);
  });

  it('only logs a failed activation or confirmation', async () => {
    const failing = setup({
      skipWaiting: vi.fn(() => {
        throw new Error('gone');
      }),
      shouldAskToUpdate: () => true,
      askToUpdate: vi.fn(() => Promise.reject(new Error('closed'))),
    });
    failing.setPath('/tickets');
    await failing.policy.onWaiting({});
    expect(failing.deps.log).toHaveBeenCalledWith('service worker activation failed', expect.any(Error));
    failing.setPath('/profile');
    await failing.policy.onWaiting({});
    expect(failing.deps.log).toHaveBeenCalledWith('update confirmation failed', expect.any(Error));
  });
});
