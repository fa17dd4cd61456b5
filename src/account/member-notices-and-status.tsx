import { AccountStatusBanner } from './account-status-banner.tsx';
import { MemberNotices } from './member-notices.tsx';

/** The top of the member's home and timetable: news about their places, then their account's standing. */
export function MemberNoticesAndStatus() {
  return (
    <>
      <MemberNotices />
      <AccountStatusBanner />
    </>
  );
}
