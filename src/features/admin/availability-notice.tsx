import { MessageBar, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AvailabilityConflict } from '../../api/contract/admin.ts';
import { conflictText } from './form-issue-text.ts';
import type { Availability } from './use-availability.ts';

/** Each clash named with its class and time: "Studio 1 is taken by Pilates, 18:00–19:00". */
export function ConflictList({
  conflicts,
  timeZone,
  withDate = false,
}: {
  conflicts: AvailabilityConflict[];
  timeZone: string;
  withDate?: boolean;
}) {
  const { i18n } = useLingui();
  if (conflicts.length === 0) return null;
  return (
    <ul>
      {conflicts.map((c) => (
        <li key={`${c.kind}-${c.id}-${c.trainingId}`}>{conflictText(i18n, c, timeZone, withDate)}</li>
      ))}
    </ul>
  );
}

/** docs/behaviour.md#validation-and-server-errors availability messages, read out when they change (the admin need not look away from the field). */
export function AvailabilityNotice({ availability, timeZone }: { availability: Availability; timeZone: string }) {
  const { t } = useLingui();
  const { checking, roomConflicts, trainerConflicts } = availability;
  const rooms = [...new Set(roomConflicts.map((c) => c.name))].join(', ');
  return (
    <div aria-live="polite">
      {checking && (
        <p>
          <Trans>Checking availability…</Trans>
        </p>
      )}
      {!checking && roomConflicts.length > 0 && (
        <MessageBar intent="warning" layout="multiline">
          <MessageBarBody>
            <MessageBarTitle>{t`Selected rooms not available in the chosen time: ${rooms}`}</MessageBarTitle>
            <ConflictList conflicts={roomConflicts} timeZone={timeZone} />
          </MessageBarBody>
        </MessageBar>
      )}
      {!checking && trainerConflicts.length > 0 && (
        <MessageBar intent="warning" layout="multiline">
          <MessageBarBody>
            <MessageBarTitle>
              <Trans>Selected trainer not available in the chosen time</Trans>
            </MessageBarTitle>
            <ConflictList conflicts={trainerConflicts} timeZone={timeZone} />
          </MessageBarBody>
        </MessageBar>
      )}
    </div>
  );
}
