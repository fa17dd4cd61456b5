import { useQueries, useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { LoadFailure } from '../../shell/load-failure.tsx';
import { Page } from '../../shell/page.tsx';
import { Spinner } from '../../shell/spinner.tsx';
import { timetableFilterQueries } from '../../schedule/filter-queries.ts';
import { Card, CardHead, CardTitle } from '../../ui/card.tsx';
import { adminQueries } from './queries.ts';
import { WaitingListForm } from './waiting-list-form.tsx';
import styles from './waiting-list.module.css';

/** Issue 37: how each club's freed places reach its waiting lists, one form per club. */
export function WaitingListPage() {
  const { t } = useLingui();
  const settings = useQuery(timetableFilterQueries.settings());
  const clubs = settings.data?.clubs ?? [];
  const rules = useQueries({ queries: clubs.map((club) => adminQueries.waitingList(club.id)) });
  const loadedAt = Math.min(...rules.map((r) => r.dataUpdatedAt).filter((at) => at > 0));

  return (
    <Page title={<Trans>Waiting lists</Trans>} updatedAt={Number.isFinite(loadedAt) ? loadedAt : undefined}>
      <p className={styles.intro}>
        <Trans>
          How a place freed in a full class reaches the members in its waiting list. Each club has its own rules; a
          change applies to the next place freed.
        </Trans>
      </p>
      {settings.isPending ? (
        <Spinner label={t`Loading…`} />
      ) : settings.isError && !settings.data ? (
        <LoadFailure error={settings.error} onRetry={() => void settings.refetch()} />
      ) : (
        <div className={styles.cards}>
          {clubs.map((club, i) => {
            const clubRules = rules[i];
            if (clubRules?.data) return <WaitingListForm key={club.id} club={club} saved={clubRules.data} />;
            return (
              <Card key={club.id} className={styles.card} aria-label={club.name}>
                <CardHead>
                  <CardTitle level={2}>{club.name}</CardTitle>
                </CardHead>
                {clubRules?.isError ? (
                  <LoadFailure error={clubRules.error} onRetry={() => void clubRules.refetch()} />
                ) : (
                  <Spinner label={t`Loading…`} />
                )}
              </Card>
            );
          })}
        </div>
      )}
    </Page>
  );
}
