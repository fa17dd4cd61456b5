import { useEffect, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { FamilyPlace } from '../../api/contract/family.ts';
import type { Training } from '../../api/contract/schedule.ts';
import { useReachable } from '../../lib/online.ts';
import { cx } from '../../lib/class-names.ts';
import { Badge } from '../../ui/badge.tsx';
import controls from '../../shell/controls.module.css';
import actions from './booking-actions.module.css';
import styles from './family-booking.module.css';
import { waitingPositionText } from '../../schedule/booking-texts.ts';
import {
  familyQueries,
  useFamilyBookingMutation,
  useFamilyCancelMutation,
  useHasDependants,
  useOutcomeText,
} from './family-queries.ts';
import { FamilyOfferButtons } from './family-offer-buttons.tsx';
import { ServerNeeded } from './server-needed.tsx';

/**
 * "Book for": in the class dialog a guardian (issue 38) picks whom to book, themself and/or their dependants, and
 * cancels a dependant's place. Nothing at all for a member without dependants. `stateKind` is the member's own
 * booking state: when the dialog's own buttons change it, the family's places are read again.
 */
export function FamilyBooking({ training, stateKind }: { training: Training; stateKind: string }) {
  const hasDependants = useHasDependants();
  if (!hasDependants) return null;
  return <FamilyChooser training={training} stateKind={stateKind} />;
}

function FamilyChooser({ training, stateKind }: { training: Training; stateKind: string }) {
  const { t } = useLingui();
  const client = useQueryClient();
  const reachable = useReachable();
  const places = useQuery(familyQueries.places(training.id));
  const book = useFamilyBookingMutation(training.id);
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const [together, setTogether] = useState(false);
  useEffect(() => {
    void client.invalidateQueries({ queryKey: familyQueries.places(training.id).queryKey });
  }, [client, training.id, stateKind]);

  const toggle = (id: number, on: boolean) =>
    setChosen((before) => {
      const next = new Set(before);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const onBook = () => {
    const memberIds = [...chosen];
    book.mutate(
      { memberIds, together: together && memberIds.length > 1 },
      { onSuccess: () => (setChosen(new Set()), setTogether(false)) },
    );
  };
  const count = chosen.size;

  return (
    <section className={styles.family} aria-labelledby={`family-${training.id}`}>
      <h3 id={`family-${training.id}`} className={styles.title}>
        <Trans>Book for your family</Trans>
      </h3>
      {places.isPending ? (
        <p className={actions.note} role="status">
          <Trans>Loading your family’s places…</Trans>
        </p>
      ) : places.isError ? (
        <p className={actions.note} role="alert">
          <Trans>Your family’s places could not be loaded. Check the connection and open the class again.</Trans>
        </p>
      ) : (
        <ul className={styles.people}>
          {places.data.places.map((place, i) => (
            <FamilyRow
              forSelf={i === 0}
              key={place.member.id}
              trainingId={training.id}
              place={place}
              chosen={chosen.has(place.member.id)}
              onChoose={(on) => toggle(place.member.id, on)}
              disabled={book.isPending}
            />
          ))}
        </ul>
      )}
      {count > 1 && (
        <label className={styles.choice}>
          <input
            type="checkbox"
            checked={together}
            disabled={book.isPending}
            onChange={(event) => setTogether(event.target.checked)}
            aria-describedby={`family-together-${training.id}`}
          />
          <span className={styles.name}>
            <Trans>Together or not at all</Trans>
          </span>
        </label>
      )}
      {count > 1 && (
        <p id={`family-together-${training.id}`} className={actions.note}>
          <Trans>
            Everyone gets a place, or no one does. When the class is full, you wait in the waiting list as one group.
          </Trans>
        </p>
      )}
      <button
        type="button"
        className={cx(controls.button, actions.action)}
        disabled={count === 0 || book.isPending || !reachable}
        onClick={onBook}
      >
        {book.isPending ? <Trans>Booking…</Trans> : t`Book for the chosen (${count})`}
      </button>
      <div role="status">{book.data && <FamilyAnswer places={book.data.places} />}</div>
      {!reachable && <ServerNeeded />}
    </section>
  );
}

/**
 * The answer to the last booking, one line per person: who got a place, who waits, who was refused and why.
 * On a phone the dialog scrolls and its close button stays at the bottom, so the answer comes below the fold:
 * it is brought into view when it arrives.
 */
function FamilyAnswer({ places }: { places: readonly FamilyPlace[] }) {
  const outcomeText = useOutcomeText();
  const list = useRef<HTMLUListElement>(null);
  useEffect(() => {
    // in braces: Chromium's scrollIntoView may return a promise, which React would take for the cleanup
    list.current?.scrollIntoView({ block: 'nearest' });
  }, [places]);
  return (
    <ul ref={list} className={styles.answer}>
      {places.map((place) => (
        <li key={place.member.id} className={cx(place.status === 'refused' && styles.refused)}>
          {outcomeText(place)}
        </li>
      ))}
    </ul>
  );
}

function FamilyRow({
  forSelf,
  trainingId,
  place,
  chosen,
  onChoose,
  disabled,
}: {
  /** the member's own row: the dialog's own buttons answer their offer */
  forSelf: boolean;
  trainingId: number;
  place: FamilyPlace;
  chosen: boolean;
  onChoose: (on: boolean) => void;
  disabled: boolean;
}) {
  const { t } = useLingui();
  const cancel = useFamilyCancelMutation(trainingId);
  const { member } = place;
  const name = `${member.firstName} ${member.lastName}`;
  const position = place.placeInWaitingList ?? 0;
  const holds = place.status === 'booked' || place.status === 'waiting' || place.status === 'offered';
  return (
    <li className={styles.person}>
      {holds ? (
        <span className={styles.name}>{name}</span>
      ) : (
        <label className={styles.choice}>
          <input
            type="checkbox"
            checked={chosen}
            disabled={disabled}
            onChange={(event) => onChoose(event.target.checked)}
          />
          <span className={styles.name}>{name}</span>
        </label>
      )}
      {place.status === 'booked' && (
        <Badge tone="brand">
          <Trans>Booked</Trans>
        </Badge>
      )}
      {place.status === 'waiting' &&
        (place.groupId ? (
          <Badge tone="warning">{t`Waiting together, position ${position}`}</Badge>
        ) : (
          <Badge tone="warning">{waitingPositionText(position)}</Badge>
        ))}
      {place.status === 'offered' && (
        <Badge tone="warning">
          <Trans>Place offered</Trans>
        </Badge>
      )}
      {place.status === 'offered' && !forSelf && <FamilyOfferButtons trainingId={trainingId} member={member} />}
      {holds && place.cancelingAllowed && (
        <button
          type="button"
          className={cx(controls.button, controls.secondary, actions.action)}
          disabled={cancel.isPending}
          onClick={() => cancel.mutate({ ...member, group: place.groupId !== null })}
          aria-label={place.groupId ? t`Take the whole group off the waiting list` : t`Cancel the booking of ${name}`}
        >
          {cancel.isPending ? (
            <Trans>Cancelling…</Trans>
          ) : place.groupId ? (
            <Trans>Leave with the group</Trans>
          ) : (
            <Trans>Cancel</Trans>
          )}
        </button>
      )}
    </li>
  );
}
