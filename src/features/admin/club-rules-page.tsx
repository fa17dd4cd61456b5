import { useQueries, useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { Fragment, type ReactNode } from 'react';
import type { Club } from '../../api/contract/settings.ts';
import { LoadFailure } from '../../shell/load-failure.tsx';
import { Page } from '../../shell/page.tsx';
import { Spinner } from '../../shell/spinner.tsx';
import { timetableFilterQueries } from '../../schedule/filter-queries.ts';
import { Card, CardHead, CardTitle } from '../../ui/card.tsx';
import styles from './waiting-list.module.css';

/** How one club's rules of a kind are read: the query of GET /admin/club/{id}/… */
export type ClubRulesQuery<T, K extends QueryKey> = (clubId: number) => UseQueryOptions<T, Error, T, K>;

/**
 * A screen of club rules (waiting lists, strikes, standing bookings): its intro, then one card per club with
 * that club's form once its rules are read, each card waiting or failing on its own.
 */
export function ClubRulesPage<T, K extends QueryKey>({
  title,
  intro,
  rulesOf,
  form,
}: {
  title: ReactNode;
  intro: ReactNode;
  rulesOf: ClubRulesQuery<T, K>;
  form: (club: Club, saved: T) => ReactNode;
}) {
  const { t } = useLingui();
  const settings = useQuery(timetableFilterQueries.settings());
  const clubs = settings.data?.clubs ?? [];
  const rules = useQueries({ queries: clubs.map((club) => rulesOf(club.id)) });
  const loadedAt = Math.min(...rules.map((r) => r.dataUpdatedAt).filter((at) => at > 0));

  return (
    <Page title={title} updatedAt={Number.isFinite(loadedAt) ? loadedAt : undefined}>
      <p className={styles.intro}>{intro}</p>
      {settings.isPending ? (
        <Spinner label={t`Loading…`} />
      ) : settings.isError && !settings.data ? (
        <LoadFailure error={settings.error} onRetry={() => void settings.refetch()} />
      ) : (
        <div className={styles.cards}>
          {clubs.map((club, i) => {
            const clubRules = rules[i];
            if (clubRules?.data !== undefined) return <Fragment key={club.id}>{form(club, clubRules.data)}</Fragment>;
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
