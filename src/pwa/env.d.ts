interface ImportMetaEnv {
  /** Test builds shorten the 30 s update poll (milliseconds). */
  readonly VITE_SW_POLL_MS?: string;
  /** Identifies a build, e.g. in the update e2e test. */
  readonly VITE_BUILD_ID?: string;
}

/** Chromium's install offer (not in TypeScript's DOM types: no other engine has it). */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
}

interface WindowEventMap {
  beforeinstallprompt: BeforeInstallPromptEvent;
  appinstalled: Event;
}

interface Window {
  /** The install offer, kept by public/app-start.js when it came before the app ran. */
  deferredInstallPrompt?: BeforeInstallPromptEvent | undefined;
}

interface Navigator {
  /** iOS Safari: true when the page runs as an app from the home screen. */
  readonly standalone?: boolean;
}
