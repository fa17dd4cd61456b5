import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Club } from '../../api/contract/settings.ts';
import type { StrikeSettings } from '../../api/contract/strikes.ts';
import { numberIssueText } from './number-issue-text.ts';
import { RulesFormCard } from './rules-form-card.tsx';
import { useRulesForm } from './use-rules-form.ts';
import { useSaveStrikeSettingsMutation } from './queries.ts';
import { Choice, NumberSetting } from './setting.tsx';
import {
  boundsOf,
  sameStrikeDraft,
  strikeDraftOf,
  strikeIssues,
  toStrikeBody,
  type StrikeNumberField,
} from './strike-settings-draft.ts';
import styles from './waiting-list.module.css';

/** A club's no-show and late-cancel rules as a form in its card: on or off, then the numbers and the forgiving. */
export function StrikeSettingsForm({ club, saved }: { club: Club; saved: StrikeSettings }) {
  const { t, i18n } = useLingui();
  const form = useRulesForm({
    saved,
    save: useSaveStrikeSettingsMutation(club.id),
    draftOf: strikeDraftOf,
    sameDraft: sameStrikeDraft,
    toBody: toStrikeBody,
    issuesOf: strikeIssues,
  });
  const { draft, change } = form;
  const number = (field: StrikeNumberField, label: ReactNode, hint: ReactNode, unit: ReactNode) => {
    const bounds = boundsOf(field);
    return (
      <NumberSetting
        label={label}
        hint={hint}
        unit={unit}
        value={draft[field]}
        {...bounds}
        error={numberIssueText(i18n, form.issueOf(field)?.problem, bounds)}
        onChange={(value) => change({ [field]: value })}
      />
    );
  };

  return (
    <RulesFormCard clubName={club.name} form={form}>
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
    </RulesFormCard>
  );
}
