import { useState, type ReactNode } from 'react';
import { makeStyles, Spinner, tokens } from '@fluentui/react-components';
import { CalendarLtr20Regular } from '@fluentui/react-icons/headless/svg/calendar-ltr';
import { PersonClock20Regular } from '@fluentui/react-icons/headless/svg/person-clock';
import { QrCode20Regular } from '@fluentui/react-icons/headless/svg/qr-code';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useSnapshot } from 'valtio';
import { formatDayTitle } from '../../../lib/dates.ts';
import { LoadFailure } from '../../../shell/load-failure.tsx';
import { menuLabels } from '../../../shell/menu-entries.ts';
import { Page } from '../../../shell/page.tsx';
import { authState } from '../../../state/auth.ts';
import { TodaysClassCard } from './todays-class-card.tsx';
import {
  classesLedBy,
  nextClass,
  NEXT_CLASS_DAYS,
  onClubToday,
  trainerDayQueries,
  trainerDayTimeZone,
} from './trainer-day-data.ts';

const useStyles = makeStyles({
  date: { margin: 0, color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase400 },
  list: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  heading: { margin: 0, fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
  empty: { margin: 0, fontSize: tokens.fontSizeBase400 },
  links: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexWrap: 'wrap',
    gap: `0 ${tokens.spacingHorizontalL}`,
  },
  link: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalS, minHeight: '44px' },
});

/**
 * A trainer's home ("Today"): the classes they lead today, each one tap from its participants; with
 * none left today, when the next one is. `children` is what the route adds below (their own bookings).
 */
export function TrainerHome({ children }: { children?: ReactNode }) {
  const styles = useStyles();
  const { t, i18n } = useLingui();
  // The moment the screen opened: which class is "now" does not move while the trainer reads.
  const [now] = useState(() => Date.now());
  const trainerId = useSnapshot(authState).userClaims?.trainerId ?? null;
  const timeZone = trainerDayTimeZone(useQuery(trainerDayQueries.settings()).data);
  const todayQuery = useQuery(trainerDayQueries.today(timeZone));
  const today = onClubToday(classesLedBy(todayQuery.data ?? [], trainerId), now);
  const leftToday = nextClass(today, now);
  const aheadQuery = useQuery({ ...trainerDayQueries.ahead(timeZone), enabled: todayQuery.isSuccess && !leftToday });
  const next = leftToday ? undefined : nextClass(classesLedBy(aheadQuery.data ?? [], trainerId), now);
  const date = formatDayTitle(new Date(now), timeZone);

  return (
    <Page
      title={<Trans context="trainer home">Today</Trans>}
      documentTitle={t`Today`}
      updatedAt={todayQuery.dataUpdatedAt}
      actions={<p className={styles.date}>{date}</p>}
    >
      <section className={styles.section} aria-labelledby="todays-classes">
        <h2 id="todays-classes" className={styles.heading}>
          <Trans>Your classes today</Trans>
        </h2>
        {todayQuery.data === undefined ? (
          todayQuery.isError ? (
            <LoadFailure error={todayQuery.error} onRetry={() => void todayQuery.refetch()} />
          ) : (
            <Spinner label={t`Loading your classes…`} />
          )
        ) : today.length === 0 ? (
          <p className={styles.empty}>
            <Trans>You have no classes today.</Trans>
          </p>
        ) : (
          <ul className={styles.list}>
            {today.map((training) => (
              <li key={training.id}>
                <TodaysClassCard training={training} now={now} />
              </li>
            ))}
          </ul>
        )}
      </section>
      {todayQuery.isSuccess && !leftToday && (
        <section className={styles.section} aria-labelledby="next-class">
          <h2 id="next-class" className={styles.heading}>
            <Trans>Your next class</Trans>
          </h2>
          {next ? (
            <TodaysClassCard training={next} now={now} withDate />
          ) : aheadQuery.isSuccess ? (
            <p className={styles.empty}>
              <Trans>None in the next {NEXT_CLASS_DAYS} days.</Trans>
            </p>
          ) : aheadQuery.isError ? (
            <LoadFailure error={aheadQuery.error} onRetry={() => void aheadQuery.refetch()} />
          ) : (
            <Spinner size="small" label={t`Loading your classes…`} />
          )}
        </section>
      )}
      <nav aria-label={t`Quick links`}>
        <ul className={styles.links}>
          <li>
            <Link className={styles.link} to="/trainer-calendar">
              <CalendarLtr20Regular aria-hidden />
              {i18n._(menuLabels.trainerTimetable)}
            </Link>
          </li>
          <li>
            <Link className={styles.link} to="/scanner">
              <QrCode20Regular aria-hidden />
              {i18n._(menuLabels.scanner)}
            </Link>
          </li>
          <li>
            <Link className={styles.link} to="/personal-trainings">
              <PersonClock20Regular aria-hidden />
              {i18n._(menuLabels.personalTrainings)}
            </Link>
          </li>
        </ul>
      </nav>
      {children}
    </Page>
  );
}
