import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { currentTenant } from '../shell/current-tenant.ts';
import { loadRestOfCatalog } from '../i18n/i18n.ts';
import { openDialog } from '../state/dialog.ts';
import type { InstallWay } from './install-decision.ts';
import styles from './install-steps.module.css';

const labels = {
  title: msg({ id: 'install.stepsTitle', message: 'Add {name} to your home screen' }),
  close: msg({ id: 'install.close', message: 'Close' }),
};

/** The glyphs the browser shows on the buttons the steps name, so the member recognises them. */
const glyphs = {
  share: 'M12 2l4.5 4.5-1.4 1.4L13 5.8V15h-2V5.8L8.9 7.9 7.5 6.5zM5 10h4v2H7v8h10v-8h-2v-2h4v12H5z',
  addToHomeScreen:
    'M5 3h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2zm0 2v14h14V5zm6 3h2v3h3v2h-3v3h-2v-3H8v-2h3z',
  menu: 'M12 4a2 2 0 1 1 0 4 2 2 0 0 1 0-4zm0 6a2 2 0 1 1 0 4 2 2 0 0 1 0-4zm0 6a2 2 0 1 1 0 4 2 2 0 0 1 0-4z',
};

function Glyph({ path }: { path: string }) {
  return (
    <svg className={styles.glyph} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={path} />
    </svg>
  );
}

/**
 * How to add the app to the home screen where the browser has no install prompt, with the club's own icon and
 * name as they will appear there.
 */
function InstallSteps({ way }: { way: Exclude<InstallWay, 'prompt'> }) {
  const name = currentTenant.shortName;
  const steps: ReactNode[] =
    way === 'ios'
      ? [
          <Trans key="share">
            Tap the Share button <Glyph path={glyphs.share} /> in the browser's toolbar.
          </Trans>,
          <Trans key="add">
            Scroll down and tap Add to Home Screen <Glyph path={glyphs.addToHomeScreen} />.
          </Trans>,
          <Trans key="confirm">Tap Add. {name} then opens from your home screen like any other app.</Trans>,
        ]
      : [
          <Trans key="menu">
            Open the browser's menu <Glyph path={glyphs.menu} />.
          </Trans>,
          <Trans key="add">Tap Add app to Home screen, or Install.</Trans>,
          <Trans key="confirm">Confirm. {name} then opens from your home screen like any other app.</Trans>,
        ];
  return (
    <>
      <div className={styles.app}>
        <img className={styles.icon} src="/icons/icon-192.png" width={48} height={48} alt="" />
        <span className={styles.name}>{name}</span>
      </div>
      <ol className={styles.steps}>
        {steps.map((step, index) => (
          <li key={index}>{step}</li>
        ))}
      </ol>
    </>
  );
}

/** The steps in the app's dialog (focus moves in, and back to the menu or card when it closes). */
export async function openInstallSteps(way: Exclude<InstallWay, 'prompt'>): Promise<void> {
  // Its texts are in the rest of the catalog (src/i18n/first-screens.ts restCatalogModules): only some visits show
  // them. Awaited here rather than at the module's top level, which WebKit mishandles (see src/main.tsx).
  await loadRestOfCatalog();
  await openDialog({
    title: i18n._(labels.title.id, { name: currentTenant.shortName }),
    content: <InstallSteps way={way} />,
    actions: [{ label: i18n._(labels.close), value: false, appearance: 'primary' }],
  });
}
