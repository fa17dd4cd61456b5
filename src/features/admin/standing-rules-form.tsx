import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { Club } from '../../api/contract/settings.ts';
import type { StandingRules } from '../../api/contract/standing.ts';
import { serverFieldIssues } from '../../api/server-field-issues.ts';
import { cx } from '../../lib/class-names.ts';
import { useReachable } from '../../lib/online.ts';
import controls from '../../shell/controls.module.css';
import { Card, CardHead, CardTitle } from '../../ui/card.tsx';
import { RulesSaveBar } from './rules-save-bar.tsx';
import { useSaveStandingRulesMutation } from './queries.ts';
import { Choice, Setting } from './setting.tsx';
import {
  STANDING_BOUNDS,
  sameStandingDraft,
  standingDraftOf,
  standingIssues,
  standingPlaces,
  toStandingBody,
  type StandingNumberField,
  type StandingRulesDraft,
  type StandingRulesIssue,
} from './standing-rules-draft.ts';
import styles from './waiting-list.module.css';
import { failureText } from '../../i18n/error-messages.ts';

/** The class size the share is shown for, so the admin sees what a percentage means in places. */
const examplePlaces = 20;

/** A club's standing-booking rules as a form in its card: the share of places, and whether no-shows stop one. */
export function StandingRulesForm({ club, saved }: { club: Club; saved: StandingRules }) {
  const { t, i18n } = useLingui();
  const reachable = useReachable();
  const save = useSaveStandingRulesMutation(club.id);
  const formRef = useRef<HTMLFormElement>(null);
  const id = useId();
  const [draft, setDraft] = useState<StandingRulesDraft>(() => standingDraftOf(saved));
  // newer rules from the server replace an untouched form; the admin's own edits stay
  const [base, setBase] = useState(saved);
  if (saved !== base) {
    setBase(saved);
    if (sameStandingDraft(draft, standingDraftOf(base))) setDraft(standingDraftOf(saved));
  }
  const [refused, setRefused] = useState<{ issues: StandingRulesIssue[]; general?: string } | null>(null);
  const [done, setDone] = useState(false);

  const change = (patch: Partial<StandingRulesDraft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    setDone(false);
    setRefused((r) => r && { ...r, issues: r.issues.filter((issue) => !(issue.field in patch)) });
  };
  const errorOf = (field: StandingNumberField): string | undefined => {
    const issue = refused?.issues.find((i) => i.field === field);
    if (!issue) return undefined;
    if (issue.problem === 'required') return i18n._(msg`This field is required`);
    const { min, max } = STANDING_BOUNDS[field];
    return i18n._(msg`Enter a whole number from ${min} to ${max}`);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending || !reachable) return;
    const sent = draft;
    setRefused(null);
    setDone(false);
    save.mutate(toStandingBody(sent), {
      onSuccess: (rules) => {
        setDraft(standingDraftOf(rules));
        setDone(true);
      },
      onError: (error) => {
        const issues = standingIssues(serverFieldIssues(error), sent);
        setRefused({ issues, general: issues.length === 0 ? failureText(error) : undefined });
        requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      },
    });
  };

  const titleId = `${id}-title`;
  const number = (field: StandingNumberField, label: ReactNode, hint: ReactNode, unit: ReactNode) => {
    const error = errorOf(field);
    const { min, max } = STANDING_BOUNDS[field];
    const unitId = `${id}-${field}-unit`;
    return (
      <Setting label={label} hint={hint} error={error}>
        {({ inputId, describedBy }) => (
          <div className={styles.pair}>
            <input
              id={inputId}
              type="number"
              inputMode="numeric"
              min={min}
              max={max}
              step={1}
              className={cx(controls.input, styles.number, error !== undefined && controls.invalid)}
              value={draft[field]}
              onChange={(event) => change({ [field]: event.target.value })}
              aria-invalid={error !== undefined}
              aria-describedby={`${describedBy} ${unitId}`}
            />
            <span id={unitId} className={styles.suffix}>
              {unit}
            </span>
          </div>
        )}
      </Setting>
    );
  };

  const places = standingPlaces(draft.sharePercent, examplePlaces);
  return (
    <Card className={styles.card} aria-labelledby={titleId}>
      <CardHead>
        <CardTitle level={2} id={titleId}>
          {club.name}
        </CardTitle>
      </CardHead>
      <form ref={formRef} className={styles.form} onSubmit={submit} noValidate aria-labelledby={titleId}>
        {number(
          'sharePercent',
          <Trans>Places for weekly bookings</Trans>,
          <Trans>
            The most of a class's places that weekly bookings may take, rounded down; the rest stay for booking by hand.
            0 turns weekly bookings off.
          </Trans>,
          places === undefined ? (
            <Trans>% of the places</Trans>
          ) : (
            <Trans>
              % of the places: {places} of {examplePlaces}
            </Trans>
          ),
        )}
        <Choice
          checked={draft.stopOnNoShows}
          onChange={(stopOnNoShows) => change({ stopOnNoShows })}
          name={t`Stop after no-shows`}
          hint={t`A weekly booking whose member misses classes it booked stops itself; the member is told.`}
        />
        {draft.stopOnNoShows && (
          <div className={styles.offerSettings}>
            {number(
              'noShowLimit',
              <Trans>No-shows that stop it</Trans>,
              <Trans>This many no-shows in the places a weekly booking took stop it.</Trans>,
              <Trans>no-shows</Trans>,
            )}
          </div>
        )}

        <RulesSaveBar pending={save.isPending} reachable={reachable} done={done} failure={refused?.general} />
      </form>
    </Card>
  );
}
