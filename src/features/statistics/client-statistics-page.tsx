import { Body1, Spinner } from '@fluentui/react-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import type { ClientStatistics } from '../../api/contract/statistics.ts';
import { formatDate, formatDateTime, deviceTimeZone } from '../../lib/dates.ts';
import { Page } from '../../shell/page.tsx';
import { statisticsQueries } from './queries.ts';
import { DonutChart } from './donut-chart.tsx';
import { BarChart } from './bar-chart.tsx';
import { ChartCard, PeriodTabs, StatsGrid, Totals, useChartItems } from './stats-parts.tsx';
import { LoadFailure } from '../../shell/load-failure.tsx';

const route = getRouteApi('/_auth/statistics');

function ClientStatisticsView({ stats }: { stats: ClientStatistics }) {
  const { t } = useLingui();
  const { styleItems, typeItems } = useChartItems(stats.byStyle, stats.byType);
  const from = formatDate(stats.from, 'UTC');
  const to = formatDate(stats.to, 'UTC');
  const club = stats.favouriteClub;
  return (
    <>
      <Body1>
        <Trans>
          From {from} to {to}
        </Trans>
      </Body1>
      <Totals
        items={[
          { key: 'bookings', label: <Trans>Bookings</Trans>, value: stats.totals.bookings },
          { key: 'attendance', label: <Trans>Attendance</Trans>, value: stats.totals.attendance },
          { key: 'visits', label: <Trans>Favourite club visits</Trans>, value: club?.visits ?? 0 },
        ]}
      />
      <StatsGrid>
        <ChartCard id="stats-club" title={<Trans>Favourite club</Trans>}>
          {club ? (
            <Body1>
              <strong>{club.name}</strong>
              <br />
              <Trans>
                {club.visits} visits, last visit {formatDateTime(club.lastVisit, deviceTimeZone())}
              </Trans>
            </Body1>
          ) : (
            <Body1>
              <Trans>No visits in the period</Trans>
            </Body1>
          )}
        </ChartCard>
        <ChartCard id="stats-style" title={<Trans>By training style</Trans>}>
          {styleItems.length > 0 ? (
            <DonutChart items={styleItems} label={t`Visits by training style`} />
          ) : (
            <Body1>
              <Trans>No visits in the period</Trans>
            </Body1>
          )}
        </ChartCard>
        <ChartCard id="stats-type" title={<Trans>By training type</Trans>}>
          {typeItems.length > 0 ? (
            <BarChart items={typeItems} label={t`Visits by training type`} />
          ) : (
            <Body1>
              <Trans>No visits in the period</Trans>
            </Body1>
          )}
        </ChartCard>
      </StatsGrid>
    </>
  );
}

/** The member's statistics for the docs/behaviour.md#constants-and-limits periods; the chart code lives only in this route's chunk. */
export function ClientStatisticsPage() {
  const { period = 'month' } = route.useSearch();
  const navigate = route.useNavigate();
  const query = useQuery(statisticsQueries.client(period));
  return (
    <Page title={<Trans>Statistics</Trans>} updatedAt={query.dataUpdatedAt}>
      <PeriodTabs period={period} onChange={(next) => void navigate({ search: { period: next } })} />
      {query.data ? (
        <ClientStatisticsView stats={query.data} />
      ) : query.isError ? (
        <LoadFailure error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <Spinner label={<Trans>Loading statistics…</Trans>} />
      )}
    </Page>
  );
}
