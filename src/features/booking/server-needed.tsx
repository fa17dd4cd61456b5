import { Caption1 } from '@fluentui/react-components';
import { Trans } from '@lingui/react/macro';

/** Why a booking button is disabled: it needs the server's answer, and the server cannot be reached now. */
export function ServerNeeded() {
  return (
    <Caption1>
      <Trans>Booking and cancelling need the server, which cannot be reached now.</Trans>
    </Caption1>
  );
}
