import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { errorMessage } from '../../../i18n/error-messages.ts';
import type { ScannerState } from './use-scanner.ts';

/**
 * What the scanner says when the camera is not scanning as asked: one message per reason the engine gave
 * (src/features/trainer/scanner/camera.ts), each pointing to the typed card code below it. Multiline: a single-line
 * bar does not wrap its text, and a long reason widened the page beyond a phone's screen.
 */
export function CameraProblemMessage({ state }: { state: ScannerState }) {
  const { i18n } = useLingui();
  if (state.kind === 'scanning' && !state.backCamera) {
    return (
      <MessageBar intent="warning" layout="multiline">
        <MessageBarBody>{i18n._(errorMessage('noBackCamera'))}</MessageBarBody>
      </MessageBar>
    );
  }
  if (state.kind !== 'problem') return null;
  const text = {
    unsupported: (
      <Trans>
        This browser cannot use the camera on this page (it needs a secure https address and a recent browser). Type the
        card code below.
      </Trans>
    ),
    denied: (
      <Trans>The camera may not be used: allow it in the browser's site settings, or type the card code below.</Trans>
    ),
    noCamera: <Trans>No camera was found on this device. Type the card code below.</Trans>,
    inUse: (
      <Trans>
        The camera is in use by another app or blocked by the system. Close the other app and try again, or type the
        card code below.
      </Trans>
    ),
    failed: <Trans>The camera could not be started. Type the card code below.</Trans>,
    scanFailed: i18n._(errorMessage('cardCodeScanFailed')),
  }[state.problem];
  return (
    <MessageBar intent="error" layout="multiline">
      <MessageBarBody>{text}</MessageBarBody>
    </MessageBar>
  );
}
