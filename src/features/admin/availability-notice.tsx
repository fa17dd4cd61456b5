import { MessageBar, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AvailabilityConflict } from '../../api/contract/admin.ts';
import { formatTime } from '../../lib/dates.ts';
import type { Availability } from './use-availability.ts';

function ConflictList({ conflicts, timeZone }: { conflicts: AvailabilityConflict[]; timeZone: string }) {
  return (
    <ul>
      {conflicts.map((c) => (
        <li key={`${c.kind}-${c.id}-${c.trainingId}`}>
          {c.name}: {c.trainingName} {formatTime(c.start, timeZone)}–{formatTime(c.end, timeZone)}
        </li>
      ))}
    </ul>
  );
}

/** SPEC.md §5 availability messages, read out when they change (the admin need not look away from the field). */
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
