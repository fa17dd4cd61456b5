import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A page load: the module runs afresh against what the browser reports. */
async function loadPage({ standalone = false } = {}) {
  vi.resetModules();
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: standalone && query === '(display-mode: standalone)',
    addEventListener: () => {},
  }));
  return import('./install-state.ts');
}

function fakeInstallOffer(outcome: 'accepted' | 'dismissed') {
  const event = new Event('beforeinstallprompt', { cancelable: true }) as BeforeInstallPromptEvent;
  const prompt = vi.fn(() => Promise.resolve());
  Object.assign(event, { prompt, userChoice: Promise.resolve({ outcome, platform: 'web' }) });
  return { event, prompt };
}

describe('install state', () => {
  beforeEach(() => {
    window.deferredInstallPrompt = undefined;
  });
  afterEach(() => vi.unstubAllGlobals());

  it("takes over the offer the app's start kept, and shows it once, when asked", async () => {
    const { event, prompt } = fakeInstallOffer('accepted');
    window.deferredInstallPrompt = event;
    const { installState, promptInstall } = await loadPage();
    expect(installState.prompt).toBe(event);
    expect(prompt).not.toHaveBeenCalled();
    await promptInstall();
    expect(prompt).toHaveBeenCalledTimes(1);
    expect(installState.prompt).toBeNull();
    expect(installState.isInstalled).toBe(true);
  });

  it('catches an offer that comes after it loaded, and keeps the browser from showing its own banner', async () => {
    const { installState } = await loadPage();
    const { event } = fakeInstallOffer('dismissed');
    window.dispatchEvent(event);
    expect(installState.prompt).toBe(event);
    expect(event.defaultPrevented).toBe(true);
  });

  it('knows the app is installed after appinstalled, or when it runs standalone', async () => {
    const first = await loadPage();
    window.dispatchEvent(new Event('appinstalled'));
    expect(first.installState.isInstalled).toBe(true);
    expect((await loadPage({ standalone: true })).installState.isStandalone).toBe(true);
    expect((await loadPage()).installState.isStandalone).toBe(false);
  });

  it("counts visits to home and remembers a dismissal across page loads, under this club's own key", async () => {
    (await loadPage()).countHomeVisit();
    (await loadPage()).countHomeVisit();
    const third = await loadPage();
    third.countHomeVisit();
    expect(third.homeOfferState).toEqual({ visits: 3, dismissed: false });
    third.dismissHomeOffer();
    expect((await loadPage()).homeOfferState).toEqual({ visits: 3, dismissed: true });
    expect(JSON.parse(localStorage.getItem('installOffer.default') ?? 'null')).toEqual({ visits: 3, dismissed: true });
  });
});
