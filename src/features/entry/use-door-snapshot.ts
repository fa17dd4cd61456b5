import { useEffect, type RefObject } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { EntryCode } from '../../api/contract/card.ts';
import { authState } from '../../state/auth.ts';
import { useColorMode } from '../../state/colormode.ts';
import { useLanguage } from '../../state/language.ts';
import { deleteDoorSnapshot, saveDoorSnapshot } from '../../lib/door-snapshot.ts';
import { buildDoorSnapshot } from './door-snapshot-builder.ts';
import { whenIdle } from '../../lib/when-idle.ts';

/** The app's page colours (Fluent's theme variables, as AppLayout paints them) under `element`. */
function pageColors(element: HTMLElement | null) {
  const style = element ? getComputedStyle(element) : null;
  return {
    background: style?.getPropertyValue('--colorNeutralBackground2').trim() ?? '',
    foreground: style?.getPropertyValue('--colorNeutralForeground1').trim() ?? '',
  };
}

/**
 * Keeps the door snapshot in step with what the entry page shows (codes, language, colour mode), so
 * the next offline opening of /entry paints these codes before the app has started. No codes, no snapshot.
 */
export function useDoorSnapshot(codes: readonly EntryCode[] | undefined, themed: RefObject<HTMLElement | null>): void {
  const { i18n } = useLingui();
  const lang = useLanguage();
  const mode = useColorMode();
  const locale = i18n.locale;

  useEffect(() => {
    // Read, not subscribed: a re-render at logout would make the page's query fetch again without a token.
    const userId = authState.userClaims?.clientId;
    if (!codes || userId === undefined) return;
    if (codes.length === 0) {
      void deleteDoorSnapshot();
      return;
    }
    // When the browser is idle: the page's own code is drawn first, and a slow phone's start-up stays short.
    // Not cancelled on unmount (a member may leave the page at once); a later save of newer codes wins.
    const save = () => {
      let snapshot;
      try {
        // Read here, not in the effect: reading computed styles makes the browser work out the page's styles
        // at once, which belongs in the idle time, not in the task that shows the page.
        snapshot = buildDoorSnapshot({ codes, userId, i18n, lang, colors: pageColors(themed.current) });
      } catch {
        return; // a code qrcode cannot encode: the page shows its own error; the door has no snapshot to offer
      }
      // The session may have ended in the meantime: then nothing is written.
      if (authState.userClaims?.clientId === userId) void saveDoorSnapshot(snapshot);
    };
    whenIdle(save, 2000);
    // `locale` and `mode` are not read here but change the texts and colours of the snapshot.
  }, [codes, i18n, locale, lang, mode, themed]);
}
