import type { ReactNode } from 'react';
import { Body1, makeStyles, Spinner, tokens } from '@fluentui/react-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import type { TrainerStatistics } from '../../api/contract/statistics.ts';
import { formatDate } from '../../lib/dates.ts';
import { Page } from '../../shell/page.tsx';
import { statisticsQueries } from './queries.ts';
import { trainerStatisticsData } from './trainer-statistics-data.ts';
import { DonutChart } from './donut-chart.tsx';
import { BarChart } from './bar-chart.tsx';
import { ChartCard, PeriodTabs, StatsGrid, Totals, useChartItems } from './stats-parts.tsx';
import { PersonalTrainings, type PersonalTrainingPresenceAction } from './personal-trainings.tsx';
import { LoadFailure } from '../../shell/load-failure.tsx';

const route = getRouteApi('/_auth/_trainer/personal-trainings');

const useStyles = makeStyles({
  section: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    marginTop: tokens.spacingVerticalL,
  },
  heading: { margin: 0, fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
});

function TrainerStatisticsView({ stats }: { stats: TrainerStatistics }) {
  const { t } = useLingui();
  const { styleItems, typeItems } = useChartItems(stats.byStyle, stats.byType);
  const from = formatDate(stats.from, 'UTC');
  const to = formatDate(stats.to, 'UTC');
  const empty = (
    <Body1>
      <Trans>No classes in the period</Trans>
    </Body1>
  );
  return (
    <>
      <Body1>
        <Trans>
          From {from} to {to}
        </Trans>
      </Body1>
      <Totals
        items={[
          { key: 'classes', label: <Trans>Classes</Trans>, value: stats.classes },
          { key: 'places', label: <Trans>Places</Trans>, value: stats.totals.places },
          { key: 'bookings', label: <Trans>Bookings</Trans>, value: stats.totals.bookings },
          { key: 'attendance', label: <Trans>Attendance</Trans>, value: stats.totals.attendance },
        ]}
      />
      <StatsGrid>
        <ChartCard id="trainer-stats-style" title={<Trans>By training style</Trans>}>
          {styleItems.length > 0 ? <DonutChart items={styleItems} label={t`Classes by training style`} /> : empty}
        </ChartCard>
        <ChartCard id="trainer-stats-type" title={<Trans>By training type</Trans>}>
          {typeItems.length > 0 ? <BarChart items={typeItems} label={t`Classes by training type`} /> : empty}
        </ChartCard>
        <ChartCard id="trainer-stats-gender" title={<Trans>Clients</Trans>}>
          <DonutChart
            items={[
              { key: 'female', label: t`Female`, value: stats.femaleCount },
              { key: 'male', label: t`Male`, value: stats.maleCount },
            ]}
            label={t`Clients by gender`}
          />
        </ChartCard>
      </StatsGrid>
    </>
  );
}

/**
 * The trainer's personal trainings of a date range (presence marked there), then the statistics of
 * their classes in a period. `presenceStatus` is the route's quiet word on presence changes.
 */
export function TrainerStatisticsPage({
  presenceAction,
  presenceStatus,
}: {
  presenceAction?: PersonalTrainingPresenceAction | undefined;
  presenceStatus?: ReactNode;
}) {
  const styles = useStyles();
  const navigate = route.useNavigate();
  // The same period and days, so the same queries, as the route's loader.
  const { period, range } = trainerStatisticsData(route.useSearch());
  const query = useQuery(statisticsQueries.trainer(period));
  return (
    <Page title={<Trans>Personal trainings</Trans>} updatedAt={query.dataUpdatedAt} actions={presenceStatus}>
      <PersonalTrainings
        key={`${range.from}/${range.to}`}
        range={range}
        onRangeChange={(next) => void navigate({ search: (prev) => ({ ...prev, ...next }) })}
        presenceAction={presenceAction}
      />
      <section className={styles.section} aria-labelledby="trainer-statistics">
        <h2 id="trainer-statistics" className={styles.heading}>
          <Trans>Trainer statistics</Trans>
        </h2>
        <PeriodTabs
          period={period}
          onChange={(next) => void navigate({ search: (prev) => ({ ...prev, period: next }) })}
        />
        {query.data ? (
          <TrainerStatisticsView stats={query.data} />
        ) : query.isError ? (
          <LoadFailure error={query.error} onRetry={() => void query.refetch()} />
        ) : (
          <Spinner label={<Trans>Loading statistics…</Trans>} />
        )}
      </section>
    </Page>
  );
}
