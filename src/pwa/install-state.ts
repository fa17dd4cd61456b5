import { proxy, ref, useSnapshot } from 'valtio';
import * as v from 'valibot';
import { readStored, writeStored } from '../state/persisted.ts';
import { currentTenant } from '../shell/current-tenant.ts';
import { devicePlatform, installWay, offersOnHome, type InstallWay } from './install-decision.ts';

/**
 * What the page knows about installing the app. Loaded with the menu or home's install offer, never on the
 * first paint: the offer itself is caught by the app's start (public/app-start.js) before any of this runs.
 */
const keptPrompt = window.deferredInstallPrompt;
export const installState = proxy({
  // ref: the browser's event as it is (a proxy of it could not be prompted)
  prompt: keptPrompt ? ref(keptPrompt) : (null as BeforeInstallPromptEvent | null),
  isInstalled: false,
  isStandalone: isRunningInstalled(),
});

function isRunningInstalled(): boolean {
  return (
    matchMedia('(display-mode: standalone)').matches || ('standalone' in navigator && navigator.standalone === true)
  );
}

window.addEventListener('beforeinstallprompt', (event) => {
  event.preventDefault();
  installState.prompt = ref(event);
});
window.addEventListener('appinstalled', () => {
  installState.isInstalled = true;
  installState.prompt = null;
  window.deferredInstallPrompt = undefined;
});
matchMedia('(display-mode: standalone)').addEventListener(
  'change',
  () => (installState.isStandalone = isRunningInstalled()),
);

const platform = devicePlatform(navigator.userAgent, navigator.maxTouchPoints);

export function useInstallWay(): InstallWay | null {
  const state = useSnapshot(installState);
  return installWay({
    platform,
    isStandalone: state.isStandalone,
    isInstalled: state.isInstalled,
    hasPrompt: state.prompt !== null,
  });
}

/** Per club (the key names it): how often home was opened, and whether its install card was dismissed. */
const storageKey = `installOffer.${currentTenant.id}`;
const StoredOffer = v.object({ visits: v.pipe(v.number(), v.integer(), v.minValue(0)), dismissed: v.boolean() });
export const homeOfferState = proxy(readStored(storageKey, StoredOffer, { visits: 0, dismissed: false }));

/** Counts one visit to home; called once per page load. */
export function countHomeVisit(): void {
  homeOfferState.visits += 1;
  writeStored(storageKey, homeOfferState);
}

export function dismissHomeOffer(): void {
  homeOfferState.dismissed = true;
  writeStored(storageKey, homeOfferState);
}

export function useOffersOnHome(): boolean {
  const way = useInstallWay();
  const record = useSnapshot(homeOfferState);
  return offersOnHome(way, record);
}

/**
 * Shows the browser's install sheet. Its offer works once: after an answer Chromium makes a new one only on a
 * later page load, so the entry hides until then (and for good once installed).
 */
export async function promptInstall(): Promise<void> {
  const prompt = installState.prompt;
  if (!prompt) return;
  installState.prompt = null;
  window.deferredInstallPrompt = undefined;
  await prompt.prompt();
  const choice = await prompt.userChoice;
  if (choice.outcome === 'accepted') installState.isInstalled = true;
}
