import { useQueries, useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { LoadFailure } from '../../shell/load-failure.tsx';
import { Page } from '../../shell/page.tsx';
import { Spinner } from '../../shell/spinner.tsx';
import { timetableFilterQueries } from '../../schedule/filter-queries.ts';
import { Card, CardHead, CardTitle } from '../../ui/card.tsx';
import { adminQueries } from './queries.ts';
import { StrikeSettingsForm } from './strike-settings-form.tsx';
import styles from './waiting-list.module.css';

/** Issue 37: each club's no-show and late-cancel rules, one form per club. */
export function StrikeSettingsPage() {
  const { t } = useLingui();
  const settings = useQuery(timetableFilterQueries.settings());
  const clubs = settings.data?.clubs ?? [];
  const rules = useQueries({ queries: clubs.map((club) => adminQueries.strikes(club.id)) });
  const loadedAt = Math.min(...rules.map((r) => r.dataUpdatedAt).filter((at) => at > 0));

  return (
    <Page title={<Trans>No-shows and late cancels</Trans>} updatedAt={Number.isFinite(loadedAt) ? loadedAt : undefined}>
      <p className={styles.intro}>
        <Trans>
          A no-show or a late cancel counts as a strike; enough strikes block a member's online booking for a while.
          Members see the rules, their strikes and any block in their profile. A change counts from each member's next
          strike: a block already running stays until it ends or staff waive a strike.
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
            if (clubRules?.data) return <StrikeSettingsForm key={club.id} club={club} saved={clubRules.data} />;
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
