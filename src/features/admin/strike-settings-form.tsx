import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { Club } from '../../api/contract/settings.ts';
import type { StrikeSettings } from '../../api/contract/strikes.ts';
import { serverFieldIssues } from '../../api/server-field-issues.ts';
import { cx } from '../../lib/class-names.ts';
import { useReachable } from '../../lib/online.ts';
import controls from '../../shell/controls.module.css';
import { Card, CardHead, CardTitle } from '../../ui/card.tsx';
import { RulesSaveBar } from './rules-save-bar.tsx';
import { useSaveStrikeSettingsMutation } from './queries.ts';
import { Choice, Setting } from './setting.tsx';
import {
  boundsOf,
  sameStrikeDraft,
  strikeDraftOf,
  strikeIssues,
  toStrikeBody,
  type StrikeNumberField,
  type StrikeSettingsDraft,
  type StrikeSettingsIssue,
} from './strike-settings-draft.ts';
import styles from './waiting-list.module.css';
import { failureText } from '../../i18n/error-messages.ts';

/** A club's no-show and late-cancel rules as a form in its card: on or off, then the numbers and the forgiving. */
export function StrikeSettingsForm({ club, saved }: { club: Club; saved: StrikeSettings }) {
  const { t, i18n } = useLingui();
  const reachable = useReachable();
  const save = useSaveStrikeSettingsMutation(club.id);
  const formRef = useRef<HTMLFormElement>(null);
  const id = useId();
  const [draft, setDraft] = useState<StrikeSettingsDraft>(() => strikeDraftOf(saved));
  // newer rules from the server replace an untouched form; the admin's own edits stay
  const [base, setBase] = useState(saved);
  if (saved !== base) {
    setBase(saved);
    if (sameStrikeDraft(draft, strikeDraftOf(base))) setDraft(strikeDraftOf(saved));
  }
  const [refused, setRefused] = useState<{ issues: StrikeSettingsIssue[]; general?: string } | null>(null);
  const [done, setDone] = useState(false);

  const change = (patch: Partial<StrikeSettingsDraft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    setDone(false);
    setRefused((r) => r && { ...r, issues: r.issues.filter((issue) => !(issue.field in patch)) });
  };
  const errorOf = (field: StrikeNumberField): string | undefined => {
    const issue = refused?.issues.find((i) => i.field === field);
    if (!issue) return undefined;
    if (issue.problem === 'required') return i18n._(msg`This field is required`);
    const { min, max } = boundsOf(field);
    return i18n._(msg`Enter a whole number from ${min} to ${max}`);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending || !reachable) return;
    const sent = draft;
    setRefused(null);
    setDone(false);
    save.mutate(toStrikeBody(sent, saved), {
      onSuccess: (rules) => {
        setDraft(strikeDraftOf(rules));
        setDone(true);
      },
      onError: (error) => {
        const issues = strikeIssues(serverFieldIssues(error), sent);
        setRefused({ issues, general: issues.length === 0 ? failureText(error) : undefined });
        requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      },
    });
  };

  const titleId = `${id}-title`;
  const number = (field: StrikeNumberField, label: ReactNode, hint: ReactNode, unit: ReactNode) => {
    const error = errorOf(field);
    const { min, max } = boundsOf(field);
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

  return (
    <Card className={styles.card} aria-labelledby={titleId}>
      <CardHead>
        <CardTitle level={2} id={titleId}>
          {club.name}
        </CardTitle>
      </CardHead>
      <form ref={formRef} className={styles.form} onSubmit={submit} noValidate aria-labelledby={titleId}>
        <Choice
          checked={draft.enabled}
          onChange={(enabled) => change({ enabled })}
          name={t`Count no-shows and late cancels`}
          hint={t`Off: nothing counts as a strike and nobody is blocked.`}
        />

        {draft.enabled && (
          <div className={styles.offerSettings}>
            {number(
              'noShowGraceMinutes',
              <Trans>Time to mark presence</Trans>,
              <Trans>
                A booked member not marked present this long after the class ends counts as a no-show. A class where
                nobody was marked present counts no one.
              </Trans>,
              <Trans>minutes after the class ends</Trans>,
            )}
            {number(
              'lateCancelHours',
              <Trans>Late cancel</Trans>,
              <Trans>A member who cancels a booked place this close to the start gets a strike.</Trans>,
              <Trans>hours before the start</Trans>,
            )}
            {number(
              'limit',
              <Trans>Strikes that block</Trans>,
              <Trans>This many strikes within the period below block the member's online booking.</Trans>,
              <Trans>strikes</Trans>,
            )}
            {number(
              'windowDays',
              <Trans>Counting period</Trans>,
              <Trans>Strikes older than this no longer count.</Trans>,
              <Trans>days</Trans>,
            )}
            {number(
              'blockDays',
              <Trans>Block length</Trans>,
              <Trans>
                How long online booking stays blocked. Staff can still register the member, and can waive a strike.
              </Trans>,
              <Trans>days</Trans>,
            )}
            <Choice
              checked={draft.forgiveFirst}
              onChange={(forgiveFirst) => change({ forgiveFirst })}
              name={t`Forgive the first strike`}
              hint={t`A member's first strike within the period is shown to them but not counted.`}
            />
          </div>
        )}

        <RulesSaveBar pending={save.isPending} reachable={reachable} done={done} failure={refused?.general} />
      </form>
    </Card>
  );
}
