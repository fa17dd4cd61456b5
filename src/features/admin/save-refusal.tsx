import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';
import type { AvailabilityConflict } from '../../api/contract/admin.ts';
import { ConflictList } from './availability-notice.tsx';
import { refusalDetails } from './form-issue-text.ts';
import type { Availability } from './use-availability.ts';
import { failureText } from '../../i18n/error-messages.ts';

const clashKey = (c: AvailabilityConflict) => `${c.kind}-${c.id}-${c.trainingId}-${c.start}`;

/**
 * A refused save. A clash refusal names every clashing class, room and trainer both, but not again
 * those the availability notice above already names: it says "Not saved" and lists only the rest
 * (a series' later weeks), so no warning is said twice.
 */
export function SaveRefusal({
  error,
  availability,
  timeZone,
}: {
  error: unknown;
  availability: Availability;
  timeZone: string;
}) {
  const { t } = useLingui();
  const conflicts = refusalDetails(error)?.conflicts ?? [];
  const shown = new Set([...availability.roomConflicts, ...availability.trainerConflicts].map(clashKey));
  const rest = conflicts.filter((c) => !shown.has(clashKey(c)));
  const text =
    conflicts.length === 0
      ? failureText(error)
      : rest.length === 0
        ? t`Not saved: the classes above clash with it.`
        : t`Not saved: these classes clash with it.`;
  return (
    <MessageBar intent="error" role="alert" layout="multiline">
      <MessageBarBody>
        {text}
        <ConflictList conflicts={rest} timeZone={timeZone} withDate />
      </MessageBarBody>
    </MessageBar>
  );
}
