import { useState, type FormEvent } from 'react';
import { Body1, Button, MessageBar, MessageBarBody, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { statisticsQueries } from './queries.ts';
import { Totals } from './stats-parts.tsx';
import { DateField } from '../../shell/date-input.tsx';
import { LoadFailure } from '../../shell/load-failure.tsx';
import { LoadMore } from '../../shell/load-more.tsx';
import { pageItems } from '../../api/pages.ts';
import { PersonalTrainingList, type PersonalTrainingPresenceAction } from './personal-training-list.tsx';
import { failureText } from '../../i18n/error-messages.ts';

export type { PersonalTrainingPresenceAction };

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  form: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'flex-end', flexWrap: 'wrap' },
  button: { minHeight: '44px' },
});
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
  // Past and upcoming are split at the moment the list was read (docs/behaviour.md#records-and-local-state).
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
    <div className={styles.root}>
      <form className={styles.form} onSubmit={submit} aria-label={t`Personal trainings period`}>
        <DateField label={t`From`} value={from} onValueChange={setFrom} />
        <DateField label={t`To`} value={to} onValueChange={setTo} />
        <Button className={styles.button} type="submit" disabled={!from || !to || from > to}>
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
            <>
              <PersonalTrainingList
                trainings={trainings}
                now={now}
                presenceAction={PresenceAction}
                onSynced={() =>
                  void queryClient.invalidateQueries({ queryKey: statisticsQueries.personalTrainings(range).queryKey })
                }
              />
              <LoadMore pages={list} />
            </>
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
    </div>
  );
}
