import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import type { Participant } from '../../api/contract/trainer.ts';
import { screenState } from '../../state/screen.ts';
import type { PresenceChange } from './presence-queue.ts';
import { PresenceControl } from './presence-control.tsx';
import { Badge } from '../../ui/badge.tsx';
import styles from './participant-list.module.css';

type Kind = 'booked' | 'waiting';

/** Booked or waiting participants: a table on wide screens, one card per client on a phone and in the class dialog. */
export function ParticipantList({
  kind,
  participants,
  changes,
  canManage,
  empty,
  compact = false,
}: {
  kind: Kind;
  participants: readonly Participant[];
  changes: readonly PresenceChange[];
  canManage: boolean;
  empty: ReactNode;
  /** Without e-mail and phone (the class dialog); the participant page shows them. */
  compact?: boolean;
}) {
  const { t } = useLingui();
  const { isNarrow } = useSnapshot(screenState);
  if (participants.length === 0) return <p className={styles.empty}>{empty}</p>;
  const changeOf = (p: Participant) => changes.find((c) => c.registrationId === p.registrationId);
  const isNarrowOrCompact = isNarrow || compact;

  if (isNarrowOrCompact) {
    return (
      <ul className={styles.cards}>
        {participants.map((p) => (
          <li key={p.registrationId} className={styles.card}>
            <div className={styles.who}>
              <p className={styles.name}>
                {p.name}
                <StandingMark participant={p} className={styles.standing} />
              </p>
              <p className={styles.line}>
                {kind === 'booked' ? `${t`Place ${p.place ?? ''}`} · ` : ''}
                {t`Client no. ${p.clientNumber}`}
              </p>
              {!compact && (
                <p className={styles.line}>
                  {p.phone && (
                    <>
                      <a className={styles.contact} href={`tel:${p.phone}`}>
                        {p.phone}
                      </a>{' '}
                      ·{' '}
                    </>
                  )}
                  <a className={styles.contact} href={`mailto:${p.email}`}>
                    {p.email}
                  </a>
                </p>
              )}
              {!compact && p.guardian && <GuardianContact guardian={p.guardian} className={styles.line} />}
            </div>
            <PresenceControl participant={p} change={changeOf(p)} canManage={canManage} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th className={styles.head} scope="col">
            <Trans>Client no.</Trans>
          </th>
          <th className={styles.head} scope="col">
            <Trans>Name</Trans>
          </th>
          <th className={styles.head} scope="col">
            <Trans>E-mail</Trans>
          </th>
          <th className={styles.head} scope="col">
            <Trans>Phone</Trans>
          </th>
          <th className={styles.head} scope="col">
            {kind === 'booked' ? <Trans>Place</Trans> : <Trans>Waiting-list place</Trans>}
          </th>
          <th className={styles.head} scope="col">
            <Trans>Presence</Trans>
          </th>
        </tr>
      </thead>
      <tbody>
        {participants.map((p) => (
          <tr key={p.registrationId}>
            <td className={styles.cell}>{p.clientNumber}</td>
            <th className={styles.cell} scope="row">
              {p.name}
              <StandingMark participant={p} className={styles.standing} />
            </th>
            <td className={styles.cell}>
              <a href={`mailto:${p.email}`}>{p.email}</a>
            </td>
            <td className={styles.cell}>
              {p.phone && <a href={`tel:${p.phone}`}>{p.phone}</a>}
              {p.guardian && <GuardianContact guardian={p.guardian} />}
            </td>
            <td className={styles.cell}>{kind === 'booked' ? p.place : p.placeInWaitingList}</td>
            <td className={styles.cell}>
              <PresenceControl participant={p} change={changeOf(p)} canManage={canManage} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A place the member's standing booking made ("book every week"), so staff know it comes back weekly. */
function StandingMark({ participant, className }: { participant: Participant; className?: string | undefined }) {
  if (!participant.standing) return null;
  return (
    <Badge tone="neutral" className={className}>
      <Trans>Every week</Trans>
    </Badge>
  );
}

/** A child's guardian to call (issue 38): "Guardian: Kati Kask, +372…". */
function GuardianContact({
  guardian,
  className,
}: {
  guardian: { name: string; phone: string };
  className?: string | undefined;
}) {
  const name = guardian.name;
  return (
    <p className={className}>
      <Trans>Guardian: {name}</Trans>
      {guardian.phone && (
        <>
          {', '}
          <a className={styles.contact} href={`tel:${guardian.phone}`}>
            {guardian.phone}
          </a>
        </>
      )}
    </p>
  );
}
