import { lazy, Suspense, useCallback, useId, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Training } from '../api/contract/schedule.ts';
import { Page } from '../shell/page.tsx';
import { useIsNarrow } from '../state/screen.ts';
import type { TimetableRole } from './queries.ts';
import { addDays, dayInZone } from '../common/calendar.ts';
import type { CalendarSearch, CalendarView } from './search-params.ts';
import { useTimetable } from './use-timetable.ts';
import { TimetableToolbar } from './timetable-toolbar.tsx';
import { TimetableFilters } from './timetable-filters.tsx';
import { WeekGrid } from './week-grid.tsx';
import { DayList } from './day-list.tsx';
import { DayStrip } from './day-strip.tsx';
import { bookedDays } from './booked-days.ts';
import { TimetableTitle } from './timetable-title.tsx';
import type { ClassActions } from './class-actions.ts';
import { Spinner } from '../shell/spinner.tsx';
import { cx } from '../lib/class-names.ts';
import controls from '../shell/controls.module.css';
import styles from './timetable-page.module.css';
import { loadDateDataSoon } from '../lib/dates.ts';

// The class dialog is Fluent's, loaded when a class is about to be opened: the timetable itself (a visitor's
// first screen) stays free of Fluent's code and style engine.
const loadClassDetailsDialog = () => import('./class-details-dialog.tsx');
const ClassDetailsDialog = lazy(() =>
  loadClassDetailsDialog().then((module) => ({ default: module.ClassDetailsDialog })),
);

export type { TimetableRole };

// This module loads before the timetable's first render (its route's code): the date data comes first.
loadDateDataSoon();

/**
 * The timetable for visitors, members, trainers and admins. Every view setting lives in the URL
 * (`search`), so a shared link opens the same week, filters and class.
 */
export function TimetablePage({
  role,
  search,
  onSearchChange,
  actions,
  notice,
  pageActions,
}: {
  role: TimetableRole;
  search: CalendarSearch;
  onSearchChange: (next: CalendarSearch) => void;
  /** What the viewer can do with a class, filled by the route (booking for members). */
  actions?: ClassActions | undefined;
  /** Shown above the timetable, filled by the route (the member's account status). */
  notice?: ReactNode;
  /** Commands for the whole page beside its title (the admin's "New class"). */
  pageActions?: ReactNode;
}) {
  const { t } = useLingui();
  const isNarrow = useIsNarrow();
  const { schedule, pending, clubs, today, day, days, byDay, all } = useTimetable(role, search);
  // One clock per render of the page, so every class decides "started" against the same instant.
  const [now] = useState(() => Date.now());
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filtersId = useId();
  const activeFilters = [search.gym, search.group, search.room, search.filter].filter(
    (value) => value !== undefined,
  ).length;
  const view: CalendarView = search.mode ?? (isNarrow ? 'day' : 'week');
  const shownDays = useMemo(() => (view === 'week' ? days : [day]), [view, days, day]);

  // Stable across search changes (typing a filter), so the memoised class cards of a big week do not re-render.
  const latest = useRef({ search, onSearchChange });
  useLayoutEffect(() => {
    latest.current = { search, onSearchChange };
  });
  const openClass = useCallback((training: Training) => {
    const { search: current, onSearchChange: change } = latest.current;
    change({ ...current, id: training.id, date: dayInZone(training.startDateTime, training.club.timeZone) });
  }, []);
  // by week in both views: in the day view the strip picks the day
  const move = (step: -1 | 1) => onSearchChange({ ...search, id: undefined, date: addDays(day, step * 7) });
  const booked = useMemo(() => bookedDays(all), [all]);

  return (
    <Page title={<TimetableTitle role={role} />} updatedAt={schedule.dataUpdatedAt || undefined} actions={pageActions}>
      {notice}
      {/* The first touch, key or focus in the timetable starts loading the dialog, before the tap that opens it. */}
      <div
        className={styles.body}
        onPointerDownCapture={loadClassDetailsDialog}
        onKeyDownCapture={loadClassDetailsDialog}
        onFocusCapture={loadClassDetailsDialog}
      >
        {(!isNarrow || filtersOpen) && (
          <TimetableFilters
            id={filtersId}
            clubs={clubs}
            trainings={all}
            value={search}
            onChange={(filters) => onSearchChange({ ...search, ...filters, id: undefined })}
          />
        )}
        <TimetableToolbar
          view={view}
          days={days}
          onMove={move}
          onToday={() => onSearchChange({ ...search, id: undefined, date: undefined })}
          onView={(mode) => onSearchChange({ ...search, mode })}
          extra={
            isNarrow && (
              <button
                type="button"
                className={cx(controls.button, controls.secondary, controls.toggle, styles.control)}
                aria-pressed={filtersOpen}
                onClick={() => setFiltersOpen(!filtersOpen)}
                aria-expanded={filtersOpen}
                aria-controls={filtersId}
              >
                {activeFilters > 0 ? t`Filters (${activeFilters})` : t`Filters`}
              </button>
            )
          }
        />
        {view === 'day' && (
          <DayStrip
            days={days}
            selected={day}
            today={today}
            booked={booked}
            onSelect={(date) => onSearchChange({ ...search, date })}
          />
        )}
        {pending ? (
          <div className={styles.status}>
            <Spinner label={t`Loading the timetable…`} />
          </div>
        ) : schedule.isError && !schedule.data ? (
          <div role="alert" className={styles.status}>
            <p>
              <Trans>Unable to get the timetable</Trans>
            </p>
            <button
              type="button"
              className={cx(controls.button, controls.secondary)}
              onClick={() => void schedule.refetch()}
            >
              <Trans>Try again</Trans>
            </button>
          </div>
        ) : view === 'week' && !isNarrow ? (
          <WeekGrid byDay={byDay} today={today} now={now} onOpen={openClass} role={role} />
        ) : (
          <DayList
            byDay={byDay}
            shownDays={shownDays}
            today={today}
            now={now}
            role={role}
            onOpen={openClass}
            actions={actions}
          />
        )}
      </div>
      {search.id !== undefined && (
        <Suspense fallback={null}>
          <ClassDetailsDialog
            id={search.id}
            role={role}
            weekTrainings={all}
            now={now}
            actions={actions}
            onClose={() => onSearchChange({ ...search, id: undefined })}
          />
        </Suspense>
      )}
    </Page>
  );
}
