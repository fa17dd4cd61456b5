import { useState, type FormEvent } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AdminMember } from '../../api/contract/admin-members.ts';
import { pageItems } from '../../api/pages.ts';
import { useReachable } from '../../lib/online.ts';
import { LoadFailure } from '../../shell/load-failure.tsx';
import { LoadMore } from '../../shell/load-more.tsx';
import { Spinner } from '../../shell/spinner.tsx';
import { TextField } from '../../shell/text-field.tsx';
import { Button } from '../../ui/button.tsx';
import { familyAdminQueries } from './family-admin-queries.ts';
import styles from './families.module.css';

/**
 * Finds a member of the club by name, username, client code, e-mail or phone, a page at a time; `onPick` gets the
 * one tapped. `label` names the field ("Find a member", "Find the dependant"), `pickLabel` the row's action.
 */
export function MemberSearch({
  label,
  pickLabel,
  onPick,
  exclude = [],
  disabled = false,
}: {
  label: string;
  pickLabel: (member: AdminMember) => string;
  onPick: (member: AdminMember) => void;
  exclude?: readonly number[];
  disabled?: boolean;
}) {
  const { t } = useLingui();
  const reachable = useReachable();
  const [draft, setDraft] = useState('');
  const [q, setQ] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setQ(draft.trim());
  };
  return (
    <div className={styles.search}>
      <form role="search" aria-label={label} className={styles.searchForm} onSubmit={submit}>
        <TextField label={label} type="search" value={draft} onValueChange={setDraft} maxLength={100} />
        <Button type="submit" variant="primary" disabled={!reachable}>
          <Trans>Search</Trans>
        </Button>
      </form>
      {!reachable && (
        <p className={styles.hint}>
          <Trans>Finding members needs a connection. Try again when you are online.</Trans>
        </p>
      )}
      {q !== null && (
        <Results
          q={q}
          label={t`Members found`}
          pickLabel={pickLabel}
          onPick={onPick}
          exclude={exclude}
          disabled={disabled}
        />
      )}
    </div>
  );
}

function Results({
  q,
  label,
  pickLabel,
  onPick,
  exclude,
  disabled,
}: {
  q: string;
  label: string;
  pickLabel: (member: AdminMember) => string;
  onPick: (member: AdminMember) => void;
  exclude: readonly number[];
  disabled: boolean;
}) {
  const { t } = useLingui();
  const pages = useInfiniteQuery(familyAdminQueries.members(q));
  const members = pageItems(pages.data)?.filter((m) => !exclude.includes(m.id));
  if (pages.isError && !members) return <LoadFailure error={pages.error} onRetry={() => void pages.refetch()} />;
  if (!members) return <Spinner label={t`Finding members…`} />;
  if (members.length === 0)
    return (
      <p className={styles.hint} role="status">
        <Trans>No member matches “{q}”.</Trans>
      </p>
    );
  return (
    <>
      <ul className={styles.results} aria-label={label}>
        {members.map((member) => (
          <li key={member.id} className={styles.result}>
            <span className={styles.who}>
              <span className={styles.name}>
                {member.firstName} {member.lastName}
              </span>
              <span className={styles.meta}>
                {member.username} · {member.clientCode}
                {!member.hasLogin && <> · {t`no login (a child)`}</>}
              </span>
            </span>
            <Button disabled={disabled} onClick={() => onPick(member)} aria-label={pickLabel(member)}>
              <Trans>Choose</Trans>
            </Button>
          </li>
        ))}
      </ul>
      <LoadMore pages={pages} />
    </>
  );
}
