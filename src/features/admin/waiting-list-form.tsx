import { useId } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Club } from '../../api/contract/settings.ts';
import type { WaitingListRules } from '../../api/contract/waiting-list.ts';
import { cx } from '../../lib/class-names.ts';
import controls from '../../shell/controls.module.css';
import { RulesFormCard } from './rules-form-card.tsx';
import { Choice } from './setting.tsx';
import { useSaveWaitingListMutation } from './queries.ts';
import {
  sameDraft,
  toWaitingListBody,
  waitingListDraftOf,
  waitingListIssues,
  type WaitingListDraft,
  type WaitingListField,
} from './waiting-list-draft.ts';
import { waitingListIssueText } from './waiting-list-issue-text.ts';
import { WaitingModeFields } from './waiting-mode-fields.tsx';
import { WaitingTypeRules } from './waiting-type-rules.tsx';
import { useRulesForm } from './use-rules-form.ts';
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
  byType: 'byType',
  strictOrder: 'strictOrder',
};

/**
 * A club's waiting-list rules as a form in its card: mode, reply window, promote-at-once time, quiet hours, and the
 * types of class on rules of their own.
 */
export function WaitingListForm({ club, saved }: { club: Club; saved: WaitingListRules }) {
  const { t, i18n } = useLingui();
  const form = useRulesForm({
    saved,
    save: useSaveWaitingListMutation(club.id),
    draftOf: waitingListDraftOf,
    sameDraft,
    toBody: toWaitingListBody,
    issuesOf: waitingListIssues,
    fieldOf: (key) => fieldsOf[key],
  });
  const { id, draft, change, refused } = form;
  const errorOf = (field: WaitingListField): string | undefined => {
    const issue = form.issueOf(field);
    return issue && refused ? waitingListIssueText(i18n, issue, refused.sent) : undefined;
  };

  const fromError = errorOf('quietFrom');
  const toError = errorOf('quietTo');
  const quietErrorId = `${id}-quiet-error`;
  const zone = club.timeZone;

  return (
    <RulesFormCard clubName={club.name} form={form}>
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
            In these hours members get no waiting-list notices and reply windows stand still; leave both empty for none.
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
    </RulesFormCard>
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
