import { Button, makeStyles, MessageBar, MessageBarBody, Spinner, tokens } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Training } from '../../api/contract/schedule.ts';
import type { RoomsWeekSearch } from '../../schedule/admin-search.ts';
import { addDays } from '../../common/calendar.ts';
import { dayLabel } from '../../schedule/day-label.ts';
import { timetableFilterQueries } from '../../schedule/filter-queries.ts';
import { scheduleQueries } from '../../schedule/queries.ts';
import { roomWeekRows } from '../../schedule/room-week.ts';
import { RoomWeekGrid, type FreeSlot } from '../../schedule/room-week-grid.tsx';
import { Page } from '../../shell/page.tsx';
import { SelectField } from '../../shell/select-field.tsx';
import { adminQueries } from './queries.ts';
import { roomsWeekView } from './rooms-week-view.ts';
import { failureText } from '../../i18n/error-messages.ts';

const useStyles = makeStyles({
  toolbar: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'end',
    gap: tokens.spacingHorizontalM,
    marginBottom: tokens.spacingVerticalM,
  },
  week: { margin: 0, fontWeight: tokens.fontWeightSemibold, textTransform: 'capitalize' },
});

/**
 * The week by room (admin): which room is used when, by which class (with its counts), where two
 * classes clash, and which hours are free; a free hour starts a new class there.
 */
export function RoomsWeekPage({
  search,
  onSearchChange,
  onFreeSlot,
  onOpenClass,
}: {
  search: RoomsWeekSearch;
  onSearchChange: (search: RoomsWeekSearch) => void;
  onFreeSlot: (slot: FreeSlot) => void;
  onOpenClass: (training: Training) => void;
}) {
  const styles = useStyles();
  const { t } = useLingui();
  const settings = useQuery(timetableFilterQueries.settings());
  const rooms = useQuery(adminQueries.rooms());
  const view = settings.data ? roomsWeekView(search, settings.data.clubs) : undefined;
  const schedule = useQuery({
    ...scheduleQueries.list('admin', view?.range ?? { from: '', to: '' }),
    enabled: view !== undefined,
  });
  const first = view?.days[0];
  const clubRooms = (rooms.data ?? []).filter((r) => r.clubId === view?.club.id);
  const rows =
    view && schedule.data
      ? roomWeekRows(
          schedule.data,
          clubRooms.map((r) => r.id),
          view.days,
          view.club.timeZone,
        )
      : [];
  const failed = [settings, rooms, schedule].find((q) => q.isError && !q.data);
  const last = view?.days[6];
  const weekText = first && last ? `${dayLabel(first, 'short')} – ${dayLabel(last, 'short')}` : '';
  const move = (days: number) => first && onSearchChange({ ...search, date: addDays(first, days) });

  return (
    <Page title={<Trans>Rooms by week</Trans>} updatedAt={schedule.dataUpdatedAt || undefined}>
      {view && (
        <div className={styles.toolbar}>
          <SelectField
            label={t`Club`}
            value={String(view.club.id)}
            onChange={(id) => onSearchChange({ ...search, gym: Number(id) })}
          >
            {settings.data?.clubs.map((club) => (
              <option key={club.id} value={club.id}>
                {club.name}
              </option>
            ))}
          </SelectField>
          <Button onClick={() => move(-7)}>
            <Trans>Previous week</Trans>
          </Button>
          <Button onClick={() => onSearchChange({ ...search, date: undefined })}>
            <Trans>This week</Trans>
          </Button>
          <Button onClick={() => move(7)}>
            <Trans>Next week</Trans>
          </Button>
          <p className={styles.week} aria-live="polite">
            {weekText}
          </p>
        </div>
      )}
      {failed ? (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{failureText(failed.error)}</MessageBarBody>
        </MessageBar>
      ) : !view || !schedule.data || !rooms.data ? (
        <Spinner label={t`Loading…`} />
      ) : clubRooms.length === 0 ? (
        <p>
          <Trans>This club has no rooms.</Trans>
        </p>
      ) : (
        <RoomWeekGrid
          rows={rows}
          rooms={clubRooms}
          timeZone={view.club.timeZone}
          onFreeSlot={onFreeSlot}
          onOpenClass={onOpenClass}
        />
      )}
    </Page>
  );
}
