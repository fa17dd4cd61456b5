import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatTime } from '../../lib/dates.ts';
import type { ClassActionsProps } from '../../schedule/class-actions.ts';
import { buttonClass } from '../../ui/button.tsx';

/** The trainer's way from a class in the timetable (card or dialog) to its participant list. */
export function ParticipantsLink({ training, place }: ClassActionsProps) {
  const { t } = useLingui();
  const time = formatTime(training.startDateTime, training.club.timeZone);
  return (
    <Link
      // a control outside running text: a button's 44 px target (src/ui/README.md)
      className={buttonClass('secondary')}
      to="/participants/$trainingId"
      params={{ trainingId: training.id }}
      // Many cards show this link at once: each names its class.
      aria-label={place === 'card' ? t`Participants of ${training.name} at ${time}` : undefined}
    >
      <Trans>Participants</Trans>
    </Link>
  );
}
