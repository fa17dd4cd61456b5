import { useId, useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { PersonAdd20Regular } from '@fluentui/react-icons/headless/svg/person-add';
import * as v from 'valibot';
import { familyQuery } from '../../account/family-query.ts';
import { isApiFailure } from '../../api/api-failure.ts';
import { FamilyCodeText, type FamilyMember as Person } from '../../api/contract/family.ts';
import { cx } from '../../lib/class-names.ts';
import { useReachable } from '../../lib/online.ts';
import { LoadFailure } from '../../shell/load-failure.tsx';
import { failureText } from '../../i18n/error-messages.ts';
import { notifySuccess } from '../../shell/notify.ts';
import { Spinner } from '../../shell/spinner.tsx';
import controls from '../../shell/controls.module.css';
import { ActionBar } from '../../ui/action-bar.tsx';
import { Badge } from '../../ui/badge.tsx';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import styles from './family-card.module.css';
import { useRedeemFamilyCodeMutation } from './queries.ts';

/** One person of the family: the name, and whether they log in themselves. */
function PersonRow({ person }: { person: Person }) {
  return (
    <li className={styles.person}>
      <span>
        {person.firstName} {person.lastName}
      </span>
      {person.hasLogin ? (
        <Badge tone="neutral">
          <Trans>Own login</Trans>
        </Badge>
      ) : (
        <Badge tone="brand">
          <Trans>No login: you book for them</Trans>
        </Badge>
      )}
    </li>
  );
}

/**
 * The guardian enters the one-time code the club issued (issue 38) to add a family member. A mistyped code is
 * caught before it is sent; the typed text stays after a refusal, so it can be corrected.
 */
function AddWithCode() {
  const { t } = useLingui();
  const id = useId();
  const reachable = useReachable();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const redeem = useRedeemFamilyCodeMutation();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = v.safeParse(FamilyCodeText, text);
    if (!parsed.success) {
      setProblem(t`Enter the code as the club gave it, like F-7KQ2-M9XD-4TRB.`);
      return;
    }
    setProblem(null);
    redeem.mutate(parsed.output, {
      onSuccess: (added) => {
        const name = `${added.firstName} ${added.lastName}`;
        setText('');
        notifySuccess(t`${name} is now in your family: you can book classes for them`);
      },
      onError: (error) =>
        setProblem(
          isApiFailure(error) && error.key === 'familyLinkNotAllowed'
            ? `${failureText(error)}. ${t`They may already act for you, or belong to another family the club manages. Ask the club.`}`
            : failureText(error),
        ),
    });
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className={styles.subheading}>
        <Trans>Add a family member with a code from the club</Trans>
      </h3>
      <p id={`${id}-hint`} className={styles.secondary}>
        <Trans>
          The club gives you a one-time code for your child, or an adult hands you theirs. The code works once and for
          14 days.
        </Trans>
      </p>
      <label htmlFor={`${id}-code`} className={controls.label}>
        <Trans>Family code</Trans>
      </label>
      <input
        id={`${id}-code`}
        className={cx(controls.input, styles.code, problem !== null && controls.invalid)}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setProblem(null);
        }}
        placeholder="F-7KQ2-M9XD-4TRB"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        aria-invalid={problem !== null}
        aria-describedby={`${id}-hint ${id}-error`}
      />
      <p id={`${id}-error`} className={controls.error} role="alert">
        {problem}
      </p>
      {!reachable && (
        <p className={styles.secondary}>
          <Trans>Adding a family member needs a connection.</Trans>
        </p>
      )}
      <ActionBar>
        <Button
          type="submit"
          variant="primary"
          icon={PersonAdd20Regular}
          disabled={redeem.isPending || !reachable || text.trim() === ''}
          aria-busy={redeem.isPending}
        >
          {redeem.isPending ? <Trans>Adding…</Trans> : <Trans>Add to my family</Trans>}
        </Button>
      </ActionBar>
      {redeem.isPending && <Spinner label={t`Checking the code…`} />}
    </form>
  );
}

/**
 * "Family" on the profile (issue 38): whom the member books for (a child without a login, or an adult who agreed),
 * who books for the member, and the form that adds a family member with a code from the club.
 */
export function FamilyCard() {
  const { t } = useLingui();
  const family = useQuery(familyQuery());
  return (
    <Card className={styles.card} aria-labelledby="family-heading">
      <h2 id="family-heading" className={styles.heading}>
        <Trans>Family</Trans>
      </h2>
      {family.isError ? (
        <LoadFailure error={family.error} onRetry={() => void family.refetch()} />
      ) : !family.data ? (
        <Spinner label={t`Loading…`} />
      ) : (
        <>
          {family.data.dependants.length > 0 ? (
            <section aria-labelledby="family-dependants" className={styles.form}>
              <h3 id="family-dependants" className={styles.subheading}>
                <Trans>You book for</Trans>
              </h3>
              <ul className={styles.people}>
                {family.data.dependants.map((person) => (
                  <PersonRow key={person.id} person={person} />
                ))}
              </ul>
            </section>
          ) : (
            <p className={styles.text}>
              <Trans>
                No family members yet. Add your child with a code from the club, then book classes for them in the class
                dialog.
              </Trans>
            </p>
          )}
          {family.data.guardians.length > 0 && (
            <section aria-labelledby="family-guardians" className={styles.form}>
              <h3 id="family-guardians" className={styles.subheading}>
                <Trans>Books for you</Trans>
              </h3>
              <ul className={styles.people}>
                {family.data.guardians.map((person) => (
                  <li key={person.id} className={styles.person}>
                    {person.firstName} {person.lastName}
                  </li>
                ))}
              </ul>
            </section>
          )}
        </>
      )}
      <AddWithCode />
    </Card>
  );
}
