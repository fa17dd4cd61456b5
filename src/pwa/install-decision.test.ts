import { describe, expect, it } from 'vitest';
import { devicePlatform, installWay, offersOnHome, type InstallSituation } from './install-decision.ts';

const iPhone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const iPadDesktopClass =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15';
const pixelChrome =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';
const androidFirefox = 'Mozilla/5.0 (Android 14; Mobile; rv:125.0) Gecko/125.0 Firefox/125.0';
const desktopFirefox = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';

const situation = (overrides: Partial<InstallSituation>): InstallSituation => ({
  platform: 'other',
  isStandalone: false,
  isInstalled: false,
  hasPrompt: false,
  ...overrides,
});

describe('devicePlatform', () => {
  it('tells iPhones and iPads (also those that call themselves a Mac) from a Mac', () => {
    expect(devicePlatform(iPhone, 5)).toBe('ios');
    expect(devicePlatform(iPadDesktopClass, 5)).toBe('ios');
    expect(devicePlatform(iPadDesktopClass, 0)).toBe('other');
  });

  it('tells Firefox on Android from Chrome on Android and Firefox on a computer', () => {
    expect(devicePlatform(androidFirefox, 5)).toBe('android-firefox');
    expect(devicePlatform(pixelChrome, 5)).toBe('other');
    expect(devicePlatform(desktopFirefox, 0)).toBe('other');
  });
});

describe('installWay', () => {
  it("uses the browser's own prompt wherever it offers one", () => {
    expect(installWay(situation({ hasPrompt: true }))).toBe('prompt');
    expect(installWay(situation({ hasPrompt: true, platform: 'android-firefox' }))).toBe('prompt');
  });

  it('shows the steps on iOS and in Firefox on Android, which have no prompt', () => {
    expect(installWay(situation({ platform: 'ios' }))).toBe('ios');
    expect(installWay(situation({ platform: 'android-firefox' }))).toBe('android-menu');
  });

  it('offers nothing in the installed app, after an install, or where the browser cannot install a page', () => {
    expect(installWay(situation({ hasPrompt: true, isStandalone: true }))).toBeNull();
    expect(installWay(situation({ platform: 'ios', isStandalone: true }))).toBeNull();
    expect(installWay(situation({ hasPrompt: true, isInstalled: true }))).toBeNull();
    expect(installWay(situation({ platform: 'other' }))).toBeNull();
  });
});

describe('offersOnHome', () => {
  it('waits for the third visit', () => {
    expect(offersOnHome('prompt', { visits: 1, dismissed: false })).toBe(false);
    expect(offersOnHome('prompt', { visits: 2, dismissed: false })).toBe(false);
    expect(offersOnHome('prompt', { visits: 3, dismissed: false })).toBe(true);
    expect(offersOnHome('ios', { visits: 12, dismissed: false })).toBe(true);
  });

  it('never comes back once dismissed, nor where there is nothing to install', () => {
    expect(offersOnHome('prompt', { visits: 5, dismissed: true })).toBe(false);
    expect(offersOnHome(null, { visits: 5, dismissed: false })).toBe(false);
  });
});
