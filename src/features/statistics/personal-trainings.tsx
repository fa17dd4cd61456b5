import { useState, type ComponentType, type FormEvent } from 'react';
import {
  Badge,
  Body1,
  Button,
  MessageBar,
  MessageBarBody,
  Spinner,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PersonalTraining } from '../../api/contract/statistics.ts';
import { formatDateTime, deviceTimeZone } from '../../lib/dates.ts';
import { failureText } from '../../shell/notify.ts';
import { statisticsQueries } from './queries.ts';
import { ChartCard, Totals } from './stats-parts.tsx';
import { DateField } from '../../shell/date-input.tsx';
import { LoadFailure } from '../../shell/load-failure.tsx';
import { LoadMore } from '../../shell/load-more.tsx';
import { pageItems } from '../../api/pages.ts';

const useStyles = makeStyles({
  form: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'flex-end', flexWrap: 'wrap' },
  scroll: { overflowX: 'auto' },
  // Wraps rather than overflows: the longest word of et, en and lv stays inside a 360 px phone.
  badge: {
    color: tokens.colorNeutralForeground1,
    whiteSpace: 'normal',
    height: 'auto',
    minHeight: '20px',
    textAlign: 'center',
  },
  presence: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalXS },
});

/**
 * How a trainer changes a session's presence, handed in by the route (a feature never imports
 * another); `onSynced` runs once the server has the change, so the figures are read again.
 */
export type PersonalTrainingPresenceAction = ComponentType<{ training: PersonalTraining; onSynced: () => void }>;

function PresenceBadge({ training, now }: { training: PersonalTraining; now: number }) {
  const styles = useStyles();
  if (Date.parse(training.startDateTime) > now) {
    return (
      <Badge appearance="tint" color="brand" className={styles.badge}>
        <Trans context="personal training presence">Upcoming</Trans>
      </Badge>
    );
  }
  return training.presence ? (
    <Badge appearance="tint" color="success" className={styles.badge}>
      <Trans>Present</Trans>
    </Badge>
  ) : (
    <Badge appearance="tint" color="informative" className={styles.badge}>
      <Trans>Not present</Trans>
    </Badge>
  );
}

/** Personal trainings of a date range (class start dates): totals, per client and each training (the latest first, read on scrolling). */
export function PersonalTrainings({
  range,
  onRangeChange,
  presenceAction: PresenceAction,
}: {
  range: { from: string; to: string };
  onRangeChange: (range: { from: string; to: string }) => void;
  presenceAction?: PersonalTrainingPresenceAction | undefined;
}) {
  const styles = useStyles();
  const queryClient = useQueryClient();
  // Past and upcoming are split at the moment the list was read (SPEC.md §3).
  const [now] = useState(() => Date.now());
  const { t } = useLingui();
  const [from, setFrom] = useState(range.from);
  const [to, setTo] = useState(range.to);
  const query = useQuery(statisticsQueries.personalTrainings(range));
  const list = useInfiniteQuery(statisticsQueries.personalTrainingList(range));
  const trainings = pageItems(list.data);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (from && to && from <= to) onRangeChange({ from, to });
  };
  const stats = query.data;
  return (
    <ChartCard id="personal-trainings" title={<Trans>Personal trainings</Trans>}>
      <form className={styles.form} onSubmit={submit} aria-label={t`Personal trainings period`}>
        <DateField label={t`From`} value={from} onValueChange={setFrom} />
        <DateField label={t`To`} value={to} onValueChange={setTo} />
        <Button type="submit" disabled={!from || !to || from > to}>
          <Trans>Show</Trans>
        </Button>
      </form>
      {stats ? (
        <>
          <Totals
            items={[
              { key: 'past', label: <Trans>Held</Trans>, value: stats.past },
              { key: 'attended', label: <Trans>Attended</Trans>, value: stats.attended },
              {
                key: 'upcoming',
                label: <Trans context="personal training presence">Upcoming</Trans>,
                value: stats.upcoming,
              },
              { key: 'clients', label: <Trans>Clients</Trans>, value: stats.byClient.length },
            ]}
          />
          {stats.total === 0 ? (
            <Body1>
              <Trans>No personal trainings in the period</Trans>
            </Body1>
          ) : trainings ? (
            <div className={styles.scroll}>
              <Table aria-label={t`Personal trainings`} size="small">
                <TableHeader>
                  <TableRow>
                    <TableHeaderCell>
                      <Trans>Time</Trans>
                    </TableHeaderCell>
                    <TableHeaderCell>
                      <Trans>Training</Trans>
                    </TableHeaderCell>
                    <TableHeaderCell>
                      <Trans>Client</Trans>
                    </TableHeaderCell>
                    <TableHeaderCell>
                      <Trans>Club and room</Trans>
                    </TableHeaderCell>
                    <TableHeaderCell>
                      <Trans>Presence</Trans>
                    </TableHeaderCell>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {trainings.map((training) => (
                    <TableRow key={`${training.trainingId}-${training.clientId ?? 'free'}`}>
                      <TableCell>{formatDateTime(training.startDateTime, deviceTimeZone())}</TableCell>
                      <TableCell>{training.name}</TableCell>
                      <TableCell>{training.clientName ?? '—'}</TableCell>
                      <TableCell>
                        {training.clubName}, {training.roomName}
                      </TableCell>
                      <TableCell>
                        <div className={styles.presence}>
                          <PresenceBadge training={training} now={now} />
                          {PresenceAction && training.registrationId !== null && (
                            <PresenceAction
                              training={training}
                              onSynced={() =>
                                void queryClient.invalidateQueries({
                                  queryKey: statisticsQueries.personalTrainings(range).queryKey,
                                })
                              }
                            />
                          )}
                        </div>
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
              <LoadMore pages={list} />
            </div>
          ) : list.isError ? (
            <LoadFailure error={list.error} onRetry={() => void list.refetch()} />
          ) : (
            <Spinner label={<Trans>Loading personal trainings…</Trans>} />
          )}
        </>
      ) : query.isError ? (
        <MessageBar intent="error">
          <MessageBarBody>{failureText(query.error)}</MessageBarBody>
        </MessageBar>
      ) : (
        <Spinner label={<Trans>Loading personal trainings…</Trans>} />
      )}
    </ChartCard>
  );
}
