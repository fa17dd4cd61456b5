import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Club } from '../../api/contract/settings.ts';
import type { StandingRules } from '../../api/contract/standing.ts';
import { numberIssueText } from './number-issue-text.ts';
import { RulesFormCard } from './rules-form-card.tsx';
import { useSaveStandingRulesMutation } from './queries.ts';
import { Choice, NumberSetting } from './setting.tsx';
import {
  STANDING_BOUNDS,
  sameStandingDraft,
  standingDraftOf,
  standingIssues,
  standingPlaces,
  toStandingBody,
  type StandingNumberField,
} from './standing-rules-draft.ts';
import { useRulesForm } from './use-rules-form.ts';
import styles from './waiting-list.module.css';

/** The class size the share is shown for, so the admin sees what a percentage means in places. */
const examplePlaces = 20;

/** A club's standing-booking rules as a form in its card: the share of places, and whether no-shows stop one. */
export function StandingRulesForm({ club, saved }: { club: Club; saved: StandingRules }) {
  const { t, i18n } = useLingui();
  const form = useRulesForm({
    saved,
    save: useSaveStandingRulesMutation(club.id),
    draftOf: standingDraftOf,
    sameDraft: sameStandingDraft,
    toBody: toStandingBody,
    issuesOf: standingIssues,
  });
  const { draft, change } = form;
  const number = (field: StandingNumberField, label: ReactNode, hint: ReactNode, unit: ReactNode) => {
    const bounds = STANDING_BOUNDS[field];
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

  const places = standingPlaces(draft.sharePercent, examplePlaces);
  return (
    <RulesFormCard clubName={club.name} form={form}>
      {number(
        'sharePercent',
        <Trans>Places for weekly bookings</Trans>,
        <Trans>
          The most of a class's places that weekly bookings may take, rounded down; the rest stay for booking by hand. 0
          turns weekly bookings off.
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
    </RulesFormCard>
  );
}
