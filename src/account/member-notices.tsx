import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { accountQueries } from './queries.ts';

// Most visits have no news: the banner, its texts and its mutation load only when there is some.
const NoticeBanner = lazy(() => import('./notice-banner.tsx').then((module) => ({ default: module.NoticeBanner })));

/** The member's unread notices (notice-banner.tsx), read with the first screen, shown when there are any. */
export function MemberNotices() {
  const query = useQuery(accountQueries.notices());
  const notices = query.data ?? [];
  if (notices.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <NoticeBanner notices={notices} />
    </Suspense>
  );
}
