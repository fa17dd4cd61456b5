import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { AdminMember } from '../../api/contract/admin-members.ts';
import type { FamilyMember } from '../../api/contract/family.ts';
import { deviceTimeZone, formatDateTime } from '../../lib/dates.ts';
import { useReachable } from '../../lib/online.ts';
import { confirmDestructive } from '../../shell/confirm.ts';
import { LoadFailure } from '../../shell/load-failure.tsx';
import { failureText } from '../../i18n/error-messages.ts';
import { notifyError, notifySuccess } from '../../shell/notify.ts';
import { Spinner } from '../../shell/spinner.tsx';
import { Button } from '../../ui/button.tsx';
import { Card, CardHead, CardMeta, CardTitle } from '../../ui/card.tsx';
import {
  familyAdminQueries,
  useIssueFamilyCodeMutation,
  useLinkDependantMutation,
  useUnlinkDependantMutation,
} from './family-admin-queries.ts';
import { MemberSearch } from './member-search.tsx';
import styles from './families.module.css';

const fullName = (m: { firstName: string; lastName: string }) => `${m.firstName} ${m.lastName}`;

/**
 * One member's family (issue 38): who acts for them, whom they act for (each can be unlinked; the link stays on
 * record and in the audit log), linking a dependant found by name, and a one-time code that links this member to
 * the guardian who enters it in the app.
 */
export function MemberFamilyCard({ member }: { member: AdminMember }) {
  const { t } = useLingui();
  const family = useQuery(familyAdminQueries.family(member.id));
  const name = fullName(member);
  return (
    <Card className={styles.card} aria-labelledby="member-family-title">
      <CardHead>
        <CardTitle level={2} id="member-family-title">
          <Trans>Family of {name}</Trans>
        </CardTitle>
        <CardMeta>
          {member.username} · {member.clientCode}
        </CardMeta>
      </CardHead>
      {family.data ? (
        <>
          <Guardians guardians={family.data.guardians} />
          <Dependants guardian={member} dependants={family.data.dependants} />
          <LinkDependant guardian={member} linked={[member.id, ...family.data.dependants.map((d) => d.id)]} />
          <OneTimeCode member={member} />
        </>
      ) : family.isError ? (
        <LoadFailure error={family.error} onRetry={() => void family.refetch()} />
      ) : (
        <Spinner label={t`Loading the family…`} />
      )}
    </Card>
  );
}

function Guardians({ guardians }: { guardians: FamilyMember[] }) {
  return (
    <section className={styles.search} aria-labelledby="guardians-title">
      <h3 id="guardians-title" className={styles.subtitle}>
        <Trans>Acts for them</Trans>
      </h3>
      {guardians.length === 0 ? (
        <p className={styles.hint}>
          <Trans>Nobody: they book for themselves.</Trans>
        </p>
      ) : (
        <ul className={styles.people}>
          {guardians.map((g) => (
            <li key={g.id} className={styles.person}>
              <span className={styles.name}>{fullName(g)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Dependants({ guardian, dependants }: { guardian: AdminMember; dependants: FamilyMember[] }) {
  const { t } = useLingui();
  const reachable = useReachable();
  const unlink = useUnlinkDependantMutation(guardian.id);
  const guardianName = fullName(guardian);
  const ask = async (dependant: FamilyMember) => {
    const name = fullName(dependant);
    const sure = await confirmDestructive({
      title: t`Unlink ${name} from ${guardianName}?`,
      content: t`${guardianName} can no longer book for ${name}, see their code at the door or get their notices. The link stays on record.`,
      confirmLabel: t`Unlink`,
      keepLabel: t`Keep the link`,
    });
    if (!sure) return;
    unlink.mutate(dependant.id, {
      onSuccess: () => notifySuccess(t`Unlinked: ${name}`),
      onError: (error) => notifyError(error),
    });
  };
  return (
    <section className={styles.search} aria-labelledby="dependants-title">
      <h3 id="dependants-title" className={styles.subtitle}>
        <Trans>They act for</Trans>
      </h3>
      {dependants.length === 0 ? (
        <p className={styles.hint}>
          <Trans>No dependants yet.</Trans>
        </p>
      ) : (
        <ul className={styles.people} aria-label={t`Dependants`}>
          {dependants.map((d) => (
            <li key={d.id} className={styles.person}>
              <span className={styles.who}>
                <span className={styles.name}>{fullName(d)}</span>
                {!d.hasLogin && <span className={styles.meta}>{t`no login (a child)`}</span>}
              </span>
              <Button
                variant="destructive"
                disabled={unlink.isPending || !reachable}
                onClick={() => void ask(d)}
                aria-label={t`Unlink ${fullName(d)}`}
              >
                <Trans>Unlink</Trans>
              </Button>
            </li>
          ))}
        </ul>
      )}
      {unlink.isPending && <Spinner label={t`Unlinking…`} />}
    </section>
  );
}

function LinkDependant({ guardian, linked }: { guardian: AdminMember; linked: readonly number[] }) {
  const { t } = useLingui();
  const link = useLinkDependantMutation(guardian.id);
  const guardianName = fullName(guardian);
  return (
    <section className={styles.search} aria-labelledby="link-title">
      <h3 id="link-title" className={styles.subtitle}>
        <Trans>Link a dependant</Trans>
      </h3>
      <p className={styles.hint}>
        <Trans>A child, or an adult who agreed that {guardianName} books for them.</Trans>
      </p>
      <MemberSearch
        label={t`Find the dependant`}
        pickLabel={(m) => t`Link ${fullName(m)} to ${guardianName}`}
        exclude={linked}
        disabled={link.isPending}
        onPick={(m) => {
          const name = fullName(m);
          link.mutate(m.id, { onSuccess: () => notifySuccess(t`Linked: ${name}`) });
        }}
      />
      {link.isPending && <Spinner label={t`Linking…`} />}
      {link.isError && (
        <p role="alert" className={styles.error}>
          {failureText(link.error)}
        </p>
      )}
    </section>
  );
}

function OneTimeCode({ member }: { member: AdminMember }) {
  const { t } = useLingui();
  const reachable = useReachable();
  const issue = useIssueFamilyCodeMutation(member.id);
  const name = fullName(member);
  return (
    <section className={styles.search} aria-labelledby="code-title">
      <h3 id="code-title" className={styles.subtitle}>
        <Trans>One-time code for a guardian</Trans>
      </h3>
      <p className={styles.hint}>
        <Trans>Give it to the guardian: entered once, within 14 days, it links {name} to them.</Trans>
      </p>
      <Button disabled={issue.isPending || !reachable} onClick={() => issue.mutate()}>
        <Trans>Issue a code</Trans>
      </Button>
      {issue.isPending && <Spinner label={t`Issuing the code…`} />}
      {issue.data && !issue.isPending && (
        <div role="status">
          <p className={styles.code}>{issue.data.code}</p>
          <p className={styles.hint}>
            <Trans>Valid until {formatDateTime(issue.data.expiresAt, deviceTimeZone())}.</Trans>
          </p>
        </div>
      )}
      {issue.isError && (
        <p role="alert" className={styles.error}>
          {failureText(issue.error)}
        </p>
      )}
    </section>
  );
}
