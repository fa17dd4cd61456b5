import { Trans } from '@lingui/react/macro';
import { ClubRulesPage } from './club-rules-page.tsx';
import { adminQueries } from './queries.ts';
import { WaitingListForm } from './waiting-list-form.tsx';

/** Issue 37: how each club's freed places reach its waiting lists, one form per club. */
export function WaitingListPage() {
  return (
    <ClubRulesPage
      title={<Trans>Waiting lists</Trans>}
      intro={
        <Trans>
          How a place freed in a full class reaches the members in its waiting list. Each club has its own rules; a
          change applies to the next place freed.
        </Trans>
      }
      rulesOf={adminQueries.waitingList}
      form={(club, saved) => <WaitingListForm club={club} saved={saved} />}
    />
  );
}
