import { Trans } from '@lingui/react/macro';
import { ClubRulesPage } from './club-rules-page.tsx';
import { adminQueries } from './queries.ts';
import { StrikeSettingsForm } from './strike-settings-form.tsx';

/** Issue 37: each club's no-show and late-cancel rules, one form per club. */
export function StrikeSettingsPage() {
  return (
    <ClubRulesPage
      title={<Trans>No-shows and late cancels</Trans>}
      intro={
        <Trans>
          A no-show or a late cancel counts as a strike; enough strikes block a member's online booking for a while.
          Members see the rules, their strikes and any block in their profile. A change counts from each member's next
          strike: a block already running stays until it ends or staff waive a strike.
        </Trans>
      }
      rulesOf={adminQueries.strikes}
      form={(club, saved) => <StrikeSettingsForm club={club} saved={saved} />}
    />
  );
}
