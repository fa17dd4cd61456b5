import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { menuLabels } from './menu-entries.ts';

/** A role's daily places, drawn by the bottom navigation with the icon of `icon`. */
export type BottomNavIcon =
  'home' | 'timetable' | 'workouts' | 'entry' | 'scanner' | 'rooms' | 'outbox' | 'vouchers' | 'tickets' | 'login';
export type BottomNavEntry = { id: string; label: MessageDescriptor; to: string; icon: BottomNavIcon };

export type BottomNavViewer = { isLoggedIn: boolean; isTrainer: boolean; isAdmin: boolean };

const labels = {
  today: msg({ id: 'nav.today', message: 'Today' }),
  scanner: msg({ id: 'nav.scanner', message: 'Scanner' }),
  sentNotices: msg({ id: 'nav.sentNotices', message: 'Notices' }),
  roomsWeek: msg({ id: 'nav.roomsWeek', message: 'Rooms' }),
};

/**
 * The places each role goes to every day, at the thumb on a phone (the menu keeps the rest): a member books and
 * enters; a trainer leads today's classes and scans cards; an admin keeps the week, the rooms and the notices; a
 * visitor looks at the timetable, a voucher or a ticket, or logs in.
 */
export function bottomNavEntries(viewer: BottomNavViewer): BottomNavEntry[] {
  if (!viewer.isLoggedIn)
    return [
      { id: 'publicTimetable', label: menuLabels.timetable, to: '/public', icon: 'timetable' },
      { id: 'publicVouchers', label: menuLabels.vouchers, to: '/public/vouchers', icon: 'vouchers' },
      { id: 'tickets', label: menuLabels.tickets, to: '/tickets', icon: 'tickets' },
      { id: 'login', label: menuLabels.logIn, to: '/login', icon: 'login' },
    ];
  if (viewer.isAdmin)
    return [
      { id: 'home', label: labels.today, to: '/', icon: 'home' },
      { id: 'adminTimetable', label: menuLabels.timetable, to: '/admin-calendar', icon: 'timetable' },
      { id: 'roomsWeek', label: labels.roomsWeek, to: '/admin-rooms-week', icon: 'rooms' },
      { id: 'outbox', label: labels.sentNotices, to: '/admin-outbox', icon: 'outbox' },
    ];
  if (viewer.isTrainer)
    return [
      { id: 'home', label: labels.today, to: '/', icon: 'home' },
      { id: 'trainerTimetable', label: menuLabels.timetable, to: '/trainer-calendar', icon: 'timetable' },
      { id: 'scanner', label: labels.scanner, to: '/scanner', icon: 'scanner' },
    ];
  return [
    { id: 'home', label: menuLabels.home, to: '/', icon: 'home' },
    { id: 'timetable', label: menuLabels.timetable, to: '/calendar', icon: 'timetable' },
    { id: 'workouts', label: menuLabels.workouts, to: '/workouts', icon: 'workouts' },
    { id: 'entry', label: menuLabels.entry, to: '/entry', icon: 'entry' },
  ];
}

/** The entry of the page on screen: its path or a page below it (home only itself), else none. */
export function currentBottomNavEntry(entries: readonly BottomNavEntry[], pathname: string): string | null {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  const matches = entries.filter((e) => (e.to === '/' ? path === '/' : path === e.to || path.startsWith(`${e.to}/`)));
  // the longest path wins: /public/vouchers, not /public
  return matches.sort((a, b) => b.to.length - a.to.length)[0]?.id ?? null;
}
