import { Button } from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';
import { useInstallWay } from './install-state.ts';
import { menuLabels } from '../shell/menu-entries.ts';
import { startInstall } from './start-install.ts';

/** The menu's "Install the app", there only where this browser can install it and it is not installed yet. */
export function InstallMenuEntry({ className, onChosen }: { className: string; onChosen: () => void }) {
  const { i18n } = useLingui();
  const way = useInstallWay();
  if (way === null) return null;
  return (
    <Button
      appearance="subtle"
      className={className}
      onClick={() => {
        onChosen();
        void startInstall(way);
      }}
    >
      {i18n._(menuLabels.install)}
    </Button>
  );
}
