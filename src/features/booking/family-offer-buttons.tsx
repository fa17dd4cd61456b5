import { Trans, useLingui } from '@lingui/react/macro';
import type { FamilyMember } from '../../api/contract/family.ts';
import { cx } from '../../lib/class-names.ts';
import { useReachable } from '../../lib/online.ts';
import controls from '../../shell/controls.module.css';
import actions from './booking-actions.module.css';
import { useFamilyOfferMutation } from './family-queries.ts';

/** Accept or decline, for a dependant, a place offered from the waiting list (the guardian got the notice). */
export function FamilyOfferButtons({ trainingId, member }: { trainingId: number; member: FamilyMember }) {
  const { t } = useLingui();
  const answer = useFamilyOfferMutation(trainingId);
  const reachable = useReachable();
  const name = `${member.firstName} ${member.lastName}`;
  const busy = answer.isPending || !reachable;
  return (
    <>
      <button
        type="button"
        className={cx(controls.button, controls.primary, actions.action)}
        disabled={busy}
        onClick={() => answer.mutate({ member, answer: 'accept' })}
        aria-label={t`Accept the place for ${name}`}
      >
        {answer.isPending && answer.variables.answer === 'accept' ? <Trans>Accepting…</Trans> : <Trans>Accept</Trans>}
      </button>
      <button
        type="button"
        className={cx(controls.button, controls.secondary, actions.action)}
        disabled={busy}
        onClick={() => answer.mutate({ member, answer: 'decline' })}
        aria-label={t`Decline the place for ${name}`}
      >
        {answer.isPending && answer.variables.answer === 'decline' ? <Trans>Declining…</Trans> : <Trans>Decline</Trans>}
      </button>
    </>
  );
}
