import { Trans, useLingui } from '@lingui/react/macro';
import { formatDateTime } from '../../lib/dates.ts';
import { cx } from '../../lib/class-names.ts';
import { useReachable } from '../../lib/online.ts';
import controls from '../../shell/controls.module.css';
import { offerDeadlineText } from '../../schedule/booking-texts.ts';
import { ServerNeeded } from './server-needed.tsx';
import { useAnswerOfferMutation } from './booking-queries.ts';
import styles from './booking-actions.module.css';

export interface OfferedClass {
  trainingId: number;
  name: string;
  start: string;
  timeZone: string;
  /** until when the place can be accepted */
  expiresAt: string;
}

/**
 * Accept (the primary action) or decline a place offered from the waiting list. `withDeadline`: also say until
 * when, where nothing else on screen says it (my workouts; the timetable's note says it on cards and in the dialog).
 */
export function OfferAnswerButtons({ offer, withDeadline }: { offer: OfferedClass; withDeadline: boolean }) {
  const { t } = useLingui();
  const answer = useAnswerOfferMutation();
  const reachable = useReachable();
  const when = formatDateTime(offer.start, offer.timeZone);
  const target = { trainingId: offer.trainingId, name: offer.name, start: offer.start };
  const accept = t`Accept the place`;
  const decline = t`Decline`;
  return (
    <>
      {withDeadline && <span className={styles.note}>{offerDeadlineText(offer.expiresAt, offer.timeZone)}</span>}
      <button
        type="button"
        className={cx(controls.button, controls.primary, styles.action)}
        disabled={answer.isPending || !reachable}
        onClick={() => answer.mutate({ ...target, answer: 'accept' })}
        aria-label={`${accept}: ${offer.name}, ${when}`}
      >
        {answer.isPending && answer.variables.answer === 'accept' ? <Trans>Accepting…</Trans> : accept}
      </button>
      <button
        type="button"
        className={cx(controls.button, controls.secondary, styles.action)}
        disabled={answer.isPending || !reachable}
        onClick={() => answer.mutate({ ...target, answer: 'decline' })}
        aria-label={`${decline}: ${offer.name}, ${when}`}
      >
        {answer.isPending && answer.variables.answer === 'decline' ? <Trans>Declining…</Trans> : decline}
      </button>
      {!reachable && <ServerNeeded />}
    </>
  );
}
