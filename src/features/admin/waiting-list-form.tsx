import { useId, useRef, useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Club } from '../../api/contract/settings.ts';
import { WAITING_MINUTES_MAX, type WaitingListRules } from '../../api/contract/waiting-list.ts';
import { serverFieldIssues } from '../../api/server-field-issues.ts';
import { cx } from '../../lib/class-names.ts';
import { useReachable } from '../../lib/online.ts';
import controls from '../../shell/controls.module.css';
import { failureText } from '../../shell/notify.ts';
import { Card, CardHead, CardTitle } from '../../ui/card.tsx';
import { RulesSaveBar } from './rules-save-bar.tsx';
import { useSaveWaitingListMutation } from './queries.ts';
import {
  sameDraft,
  toWaitingListBody,
  waitingListDraftOf,
  waitingListIssues,
  type WaitingListDraft,
  type WaitingListField,
  type WaitingListIssue,
} from './waiting-list-draft.ts';
import { waitingListIssueText } from './waiting-list-issue-text.ts';
import { Setting } from './setting.tsx';
import styles from './waiting-list.module.css';

/** The draft's inputs that a change clears the refusal of. */
const fieldsOf: Record<keyof WaitingListDraft, WaitingListField> = {
  mode: 'mode',
  windowUnit: 'window',
  windowMinutes: 'window',
  windowPercent: 'window',
  quietFrom: 'quietFrom',
  quietTo: 'quietTo',
  promoteAtOnceMinutes: 'promoteAtOnceMinutes',
};

/** A club's waiting-list rules as a form in its card: mode, reply window, promote-at-once time, quiet hours. */
export function WaitingListForm({ club, saved }: { club: Club; saved: WaitingListRules }) {
  const { t, i18n } = useLingui();
  const reachable = useReachable();
  const save = useSaveWaitingListMutation(club.id);
  const formRef = useRef<HTMLFormElement>(null);
  const id = useId();
  const [draft, setDraft] = useState<WaitingListDraft>(() => waitingListDraftOf(saved));
  // newer rules from the server (the kept copy read afresh, another admin's save) replace an untouched form;
  // the admin's own edits stay
  const [base, setBase] = useState(saved);
  if (saved !== base) {
    setBase(saved);
    if (sameDraft(draft, waitingListDraftOf(base))) setDraft(waitingListDraftOf(saved));
  }
  // the refusal's issues are judged on the draft that was sent, and stay until their input changes; a refusal no
  // field shows (the connection's, the server's) is said above the button until the next save
  const [refused, setRefused] = useState<{
    issues: WaitingListIssue[];
    sent: WaitingListDraft;
    general?: string;
  } | null>(null);
  const [done, setDone] = useState(false);

  const change = (patch: Partial<WaitingListDraft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    setDone(false);
    const touched = new Set(Object.keys(patch).map((key) => fieldsOf[key as keyof WaitingListDraft]));
    setRefused((r) => r && { ...r, issues: r.issues.filter((issue) => !touched.has(issue.field)) });
  };
  const errorOf = (field: WaitingListField): string | undefined => {
    const issue = refused?.issues.find((i) => i.field === field);
    return issue && refused ? waitingListIssueText(i18n, issue, refused.sent) : undefined;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending || !reachable) return;
    const sent = draft;
    setRefused(null);
    setDone(false);
    save.mutate(toWaitingListBody(sent, saved), {
      onSuccess: (rules) => {
        setDraft(waitingListDraftOf(rules));
        setDone(true);
      },
      onError: (error) => {
        const issues = waitingListIssues(serverFieldIssues(error), sent);
        setRefused({ issues, sent, general: issues.length === 0 ? failureText(error) : undefined });
        // after the render that shows the messages, take the keyboard to the first wrong field
        requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      },
    });
  };

  const offer = draft.mode === 'offer';
  const windowError = errorOf('window');
  const atOnceError = errorOf('promoteAtOnceMinutes');
  const fromError = errorOf('quietFrom');
  const toError = errorOf('quietTo');
  const quietErrorId = `${id}-quiet-error`;
  const general = refused?.general;
  const titleId = `${id}-title`;
  const zone = club.timeZone;
  const modeHint = (mode: WaitingListDraft['mode']) => `${id}-${mode}-hint`;

  return (
    <Card className={styles.card} aria-labelledby={titleId}>
      <CardHead>
        <CardTitle level={2} id={titleId}>
          {club.name}
        </CardTitle>
      </CardHead>
      <form ref={formRef} className={styles.form} onSubmit={submit} noValidate aria-labelledby={titleId}>
        <fieldset className={styles.modes}>
          <legend className={styles.label}>
            <Trans>When a place frees up in a full class</Trans>
          </legend>
          {(['promote', 'offer'] as const).map((mode) => (
            <label key={mode} className={cx(styles.mode, draft.mode === mode && styles.modeChosen)}>
              <input
                type="radio"
                name={`${id}-mode`}
                value={mode}
                checked={draft.mode === mode}
                onChange={() => change({ mode })}
                aria-describedby={modeHint(mode)}
              />
              <span className={styles.modeText}>
                <span className={styles.modeName}>{mode === 'promote' ? t`Promote at once` : t`Offer the place`}</span>
                <span id={modeHint(mode)} className={styles.hint}>
                  {mode === 'promote'
                    ? t`The first in the waiting list gets the place at once and is told so.`
                    : t`The first in the waiting list is offered the place to accept or decline; unanswered, it passes to the next.`}
                </span>
              </span>
            </label>
          ))}
        </fieldset>

        {offer && (
          <div className={styles.offerSettings}>
            <Setting
              label={<Trans>Reply window</Trans>}
              hint={<Trans>How long a member has to accept an offered place before it passes to the next.</Trans>}
              error={windowError}
            >
              {({ inputId, describedBy }) => (
                <div className={styles.pair}>
                  <input
                    id={inputId}
                    type="number"
                    inputMode="numeric"
                    min={1}
                    max={draft.windowUnit === 'minutes' ? WAITING_MINUTES_MAX : 100}
                    step={1}
                    className={cx(controls.input, styles.number, windowError !== undefined && controls.invalid)}
                    value={draft.windowUnit === 'minutes' ? draft.windowMinutes : draft.windowPercent}
                    onChange={(event) =>
                      change(
                        draft.windowUnit === 'minutes'
                          ? { windowMinutes: event.target.value }
                          : { windowPercent: event.target.value },
                      )
                    }
                    aria-invalid={windowError !== undefined}
                    aria-describedby={describedBy}
                  />
                  <select
                    className={cx(controls.input, styles.unit)}
                    value={draft.windowUnit}
                    aria-label={t`Unit of the reply window`}
                    onChange={(event) =>
                      change({ windowUnit: event.target.value === 'percent' ? 'percent' : 'minutes' })
                    }
                  >
                    <option value="minutes">{t`minutes`}</option>
                    <option value="percent">{t`% of the time left before the class`}</option>
                  </select>
                </div>
              )}
            </Setting>
            <Setting
              label={<Trans>Promote at once close to the start</Trans>}
              hint={
                <Trans>
                  In a class starting within this time, a freed place goes to the first in the waiting list at once,
                  with no offer.
                </Trans>
              }
              error={atOnceError}
            >
              {({ inputId, describedBy }) => (
                <div className={styles.pair}>
                  <input
                    id={inputId}
                    type="number"
                    inputMode="numeric"
                    min={0}
                    max={WAITING_MINUTES_MAX}
                    step={1}
                    className={cx(controls.input, styles.number, atOnceError !== undefined && controls.invalid)}
                    value={draft.promoteAtOnceMinutes}
                    onChange={(event) => change({ promoteAtOnceMinutes: event.target.value })}
                    aria-invalid={atOnceError !== undefined}
                    aria-describedby={`${describedBy} ${id}-before-start`}
                  />
                  <span id={`${id}-before-start`} className={styles.suffix}>
                    <Trans>minutes before the start</Trans>
                  </span>
                </div>
              )}
            </Setting>
          </div>
        )}

        <fieldset className={styles.quiet} aria-describedby={`${id}-quiet-hint`}>
          <legend className={styles.label}>
            <Trans>Quiet hours</Trans>
          </legend>
          <p id={`${id}-quiet-hint`} className={styles.hint}>
            <Trans>
              In these hours members get no waiting-list notices and reply windows stand still; leave both empty for
              none.
            </Trans>{' '}
            <Trans>Club time ({zone}).</Trans>
          </p>
          <div className={styles.times}>
            <TimeSetting
              label={t({ message: 'From', context: 'the start of the quiet hours' })}
              value={draft.quietFrom}
              errorId={fromError === undefined ? undefined : quietErrorId}
              onChange={(quietFrom) => change({ quietFrom })}
            />
            <TimeSetting
              label={t({ message: 'Until', context: 'the end of the quiet hours' })}
              value={draft.quietTo}
              errorId={toError === undefined ? undefined : quietErrorId}
              onChange={(quietTo) => change({ quietTo })}
            />
          </div>
          {/* one line under both times: what is wrong with the pair, at whichever input it concerns */}
          <p id={quietErrorId} className={styles.error}>
            {fromError ?? toError}
          </p>
        </fieldset>

        <RulesSaveBar pending={save.isPending} reachable={reachable} done={done} failure={general} />
      </form>
    </Card>
  );
}

/** A time of the quiet hours; `errorId` names the pair's error line when this time is the wrong one. */
function TimeSetting({
  label,
  value,
  errorId,
  onChange,
}: {
  label: string;
  value: string;
  errorId: string | undefined;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className={styles.setting}>
      <label htmlFor={id} className={styles.timeLabel}>
        {label}
      </label>
      <input
        id={id}
        type="time"
        className={cx(controls.input, styles.time, errorId !== undefined && controls.invalid)}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={errorId !== undefined}
        aria-describedby={errorId}
      />
    </div>
  );
}
