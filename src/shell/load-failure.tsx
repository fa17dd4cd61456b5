import { Button, MessageBar, MessageBarBody } from '@fluentui/react-components';
import { Trans } from '@lingui/react/macro';
import { failureText } from '../i18n/error-messages.ts';

/** Why a screen's data could not be loaded, with a way to try again. */
export function LoadFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <MessageBar intent="error">
      <MessageBarBody>
        {failureText(error)}{' '}
        <Button appearance="transparent" onClick={onRetry}>
          <Trans>Try again</Trans>
        </Button>
      </MessageBarBody>
    </MessageBar>
  );
}
