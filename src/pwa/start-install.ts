import type { InstallWay } from './install-decision.ts';
import { promptInstall } from './install-state.ts';

/** "Install the app": the browser's own sheet where it has one, else the steps in the app's dialog. */
export async function startInstall(way: InstallWay): Promise<void> {
  // The prompt is shown before anything is awaited: Chromium shows it only while the tap's activation lasts.
  if (way === 'prompt') return promptInstall();
  const { openInstallSteps } = await import('./install-steps.tsx');
  await openInstallSteps(way);
}
