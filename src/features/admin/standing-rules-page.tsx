import { Trans } from '@lingui/react/macro';
import { ClubRulesPage } from './club-rules-page.tsx';
import { adminQueries } from './queries.ts';
import { StandingRulesForm } from './standing-rules-form.tsx';

/** Issue 37: each club's rules for members' weekly (standing) bookings, one form per club. */
export function StandingRulesPage() {
  return (
    <ClubRulesPage
      title={<Trans>Booking every week</Trans>}
      intro={
        <Trans>
          A member can book a class of a weekly series every week: each next class is booked for them as soon as its
          booking opens, by the same rules as booking by hand. These rules keep places for those who book by hand. A
          change applies to the next class whose booking opens; places already booked stay.
        </Trans>
      }
      rulesOf={adminQueries.standing}
      form={(club, saved) => <StandingRulesForm club={club} saved={saved} />}
    />
  );
}
