interface ImportMetaEnv {
  /** Test builds shorten the 30 s update poll (milliseconds). */
  readonly VITE_SW_POLL_MS?: string;
  /** Identifies a build, e.g. in the update e2e test. */
  readonly VITE_BUILD_ID?: string;
}
