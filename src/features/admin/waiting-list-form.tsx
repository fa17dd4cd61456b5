import { useId, useRef, useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Club } from '../../api/contract/settings.ts';
import type { WaitingListRules } from '../../api/contract/waiting-list.ts';
import { serverFieldIssues } from '../../api/server-field-issues.ts';
import { cx } from '../../lib/class-names.ts';
import { useReachable } from '../../lib/online.ts';
import controls from '../../shell/controls.module.css';
import { Card, CardHead, CardTitle } from '../../ui/card.tsx';
import { RulesSaveBar } from './rules-save-bar.tsx';
import { Choice } from './setting.tsx';
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
import { WaitingModeFields } from './waiting-mode-fields.tsx';
import { WaitingTypeRules } from './waiting-type-rules.tsx';
import styles from './waiting-list.module.css';
import { failureText } from '../../i18n/error-messages.ts';

/** The draft's inputs that a change clears the refusal of. */
const fieldsOf: Record<keyof WaitingListDraft, WaitingListField> = {
  mode: 'mode',
  windowUnit: 'window',
  windowMinutes: 'window',
  windowPercent: 'window',
  quietFrom: 'quietFrom',
  quietTo: 'quietTo',
  promoteAtOnceMinutes: 'promoteAtOnceMinutes',
  byType: 'byType',
  strictOrder: 'strictOrder',
};

/**
 * A club's waiting-list rules as a form in its card: mode, reply window, promote-at-once time, quiet hours, and the
 * types of class on rules of their own.
 */
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

  const fromError = errorOf('quietFrom');
  const toError = errorOf('quietTo');
  const quietErrorId = `${id}-quiet-error`;
  const general = refused?.general;
  const titleId = `${id}-title`;
  const zone = club.timeZone;

  return (
    <Card className={styles.card} aria-labelledby={titleId}>
      <CardHead>
        <CardTitle level={2} id={titleId}>
          {club.name}
        </CardTitle>
      </CardHead>
      <form ref={formRef} className={styles.form} onSubmit={submit} noValidate aria-labelledby={titleId}>
        <WaitingModeFields
          legend={<Trans>When a place frees up in a full class</Trans>}
          draft={draft}
          onChange={change}
          errorOf={errorOf}
        />

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

        <WaitingTypeRules draft={draft} onChange={(byType) => change({ byType })} error={errorOf('byType')} />

        <Choice
          checked={draft.strictOrder}
          onChange={(strictOrder) => change({ strictOrder })}
          name={t`Strict order for families booked together`}
          hint={t`A family booked “together or not at all” waits as one entry. Off: when the free places are too few for a family, the next ones in the queue who need fewer get them. On: the places wait until there is room for the whole family.`}
        />

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
