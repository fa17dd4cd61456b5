// Catalogs compiled on import: the first screens' part and the rest (scripts/vite-split-catalogs.ts).
declare module '*.po?first' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
declare module '*.po?rest' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
