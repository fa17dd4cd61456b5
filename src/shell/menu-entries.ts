import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { PageRules } from '../api/contract/page.ts';
import type { SubMenu } from '../state/menu.ts';

export type MenuLink = {
  /** Stable id, kept as the selected entry. */
  id: string;
  label: MessageDescriptor;
  to: string;
  search?: Record<string, string>;
};

export type MenuGroup = { subMenu: SubMenu; label: MessageDescriptor; links: MenuLink[] };

export type MenuItem = { kind: 'link'; link: MenuLink } | { kind: 'group'; group: MenuGroup };

export type MenuViewer = { isLoggedIn: boolean; isTrainer: boolean; isAdmin: boolean; rules: PageRules };

const link = (id: string, label: MessageDescriptor, to: string, search?: Record<string, string>): MenuLink => ({
  id,
  label,
  to,
  search,
});

export const menuLabels = {
  home: msg({ id: 'menu.home', message: 'Home' }),
  calendar: msg({ id: 'menu.calendar', message: 'Calendar' }),
  timetable: msg({ id: 'menu.timetable', message: 'Timetable' }),
  pool: msg({ id: 'menu.pool', message: 'Pool' }),
  adminTimetable: msg({ id: 'menu.adminTimetable', message: 'Admin timetable' }),
  admin: msg({ id: 'menu.admin', message: 'Admin' }),
  outbox: msg({ id: 'menu.outbox', message: 'Sent notices' }),
  waitingLists: msg({ id: 'menu.waitingLists', message: 'Waiting lists' }),
  strikeRules: msg({ id: 'menu.strikeRules', message: 'No-shows and late cancels' }),
  standingRules: msg({ id: 'menu.standingRules', message: 'Booking every week' }),
  auditLog: msg({ id: 'menu.auditLog', message: 'Audit log' }),
  webhooks: msg({ id: 'menu.webhooks', message: 'Webhooks' }),
  apiKeys: msg({ id: 'menu.apiKeys', message: 'API keys' }),
  privacy: msg({ id: 'menu.privacy', message: 'Members’ data' }),
  families: msg({ id: 'menu.families', message: 'Families' }),
  roomsWeek: msg({ id: 'menu.roomsWeek', message: 'Rooms by week' }),
  rooms: msg({ id: 'menu.rooms', message: 'Rooms' }),
  trainers: msg({ id: 'menu.trainers', message: 'Trainers' }),
  workouts: msg({ id: 'menu.workouts', message: 'My workouts' }),
  entry: msg({ id: 'menu.entry', message: 'Enter the gym' }),
  contract: msg({ id: 'menu.contract', message: 'Contract' }),
  contracts: msg({ id: 'menu.contracts', message: 'Contracts' }),
  invoices: msg({ id: 'menu.invoices', message: 'Invoices' }),
  vouchers: msg({ id: 'menu.vouchers', message: 'Vouchers' }),
  profile: msg({ id: 'menu.profile', message: 'Profile' }),
  statistics: msg({ id: 'menu.statistics', message: 'Statistics' }),
  trainer: msg({ id: 'menu.trainer', message: 'Trainer' }),
  trainerTimetable: msg({ id: 'menu.trainerTimetable', message: 'Trainer timetable' }),
  personalTrainings: msg({ id: 'menu.personalTrainings', message: 'Personal trainings' }),
  scanner: msg({ id: 'menu.scanner', message: 'Card scanner' }),
  publicTimetable: msg({ id: 'menu.publicTimetable', message: 'Public timetable' }),
  tickets: msg({ id: 'menu.tickets', message: 'Tickets' }),
  logIn: msg({ id: 'menu.logIn', message: 'Log in' }),
  install: msg`Install the app`,
  language: msg({ id: 'menu.language', message: 'Language' }),
  logOut: msg({ id: 'menu.logOut', message: 'Log out' }),
  lightMode: msg({ id: 'menu.lightMode', message: 'Switch to light mode' }),
  darkMode: msg({ id: 'menu.darkMode', message: 'Switch to dark mode' }),
};

/** docs/behaviour.md#screens-and-routes menu entries for this viewer: by role and by the page rules (language is separate). */
export function menuItems(viewer: MenuViewer): MenuItem[] {
  if (!viewer.isLoggedIn) {
    return [
      { kind: 'link', link: link('publicTimetable', menuLabels.publicTimetable, '/public') },
      { kind: 'link', link: link('publicVouchers', menuLabels.vouchers, '/public/vouchers') },
      { kind: 'link', link: link('tickets', menuLabels.tickets, '/tickets') },
      { kind: 'link', link: link('login', menuLabels.logIn, '/login') },
    ];
  }
  // The timetable, the most used page, is an entry of its own; the calendar sub-menu keeps the other views.
  const calendar: MenuLink[] = [link('pool', menuLabels.pool, '/calendar', { filter: 'pool' })];
  if (viewer.isAdmin) calendar.push(link('adminTimetable', menuLabels.adminTimetable, '/admin-calendar'));
  if (viewer.isAdmin)
    calendar.push(
      link('rooms', menuLabels.rooms, '/admin-rooms'),
      link('trainers', menuLabels.trainers, '/admin-trainers'),
    );
  const contract: MenuLink[] = [link('contracts', menuLabels.contracts, '/contracts')];
  if (!viewer.rules.menu.isInvoiceHidden) contract.push(link('invoices', menuLabels.invoices, '/invoices'));
  contract.push(link('vouchers', menuLabels.vouchers, '/vouchers'));

  const items: MenuItem[] = [
    { kind: 'link', link: link('home', menuLabels.home, '/') },
    { kind: 'link', link: link('timetable', menuLabels.timetable, '/calendar') },
    { kind: 'link', link: link('workouts', menuLabels.workouts, '/workouts') },
    { kind: 'link', link: link('entry', menuLabels.entry, '/entry') },
    { kind: 'group', group: { subMenu: 'calendar', label: menuLabels.calendar, links: calendar } },
    { kind: 'group', group: { subMenu: 'contract', label: menuLabels.contract, links: contract } },
    { kind: 'link', link: link('statistics', menuLabels.statistics, '/statistics') },
    { kind: 'link', link: link('profile', menuLabels.profile, '/profile') },
  ];
  if (viewer.isAdmin) {
    const links = [
      link('roomsWeek', menuLabels.roomsWeek, '/admin-rooms-week'),
      link('outbox', menuLabels.outbox, '/admin-outbox'),
      link('waitingLists', menuLabels.waitingLists, '/admin-waiting-list'),
      link('strikeRules', menuLabels.strikeRules, '/admin-strikes'),
      link('standingRules', menuLabels.standingRules, '/admin-standing'),
      link('auditLog', menuLabels.auditLog, '/admin-audit'),
      link('webhooks', menuLabels.webhooks, '/admin-webhooks'),
      link('apiKeys', menuLabels.apiKeys, '/admin-api-keys'),
      link('privacy', menuLabels.privacy, '/admin-privacy'),
      link('families', menuLabels.families, '/admin-families'),
    ];
    items.push({ kind: 'group', group: { subMenu: 'admin', label: menuLabels.admin, links } });
  }
  if (viewer.isTrainer) {
    items.push({
      kind: 'group',
      group: {
        subMenu: 'trainer',
        label: menuLabels.trainer,
        links: [
          link('trainerTimetable', menuLabels.trainerTimetable, '/trainer-calendar'),
          link('personalTrainings', menuLabels.personalTrainings, '/personal-trainings'),
          link('scanner', menuLabels.scanner, '/scanner'),
        ],
      },
    });
  }
  return items;
}

/**
 * The entry of the page on screen, so the menu highlights where the member is however they got there
 * (a quick link, a shared URL, the back button): the entry whose path holds the current one, the
 * longest path first, and among entries of one path the one whose search values the URL carries.
 */
export function currentMenuEntry(
  items: readonly MenuItem[],
  pathname: string,
  search: Record<string, unknown>,
): string | null {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  const links = items.flatMap((item) => (item.kind === 'link' ? [item.link] : item.group.links));
  const score = (entry: MenuLink): number => {
    const onPath = entry.to === path || (entry.to !== '/' && path.startsWith(`${entry.to}/`));
    if (!onPath) return -1;
    const wanted = Object.entries(entry.search ?? {});
    if (wanted.some(([key, value]) => search[key] !== value)) return -1;
    return entry.to.length * 10 + wanted.length;
  };
  let best: MenuLink | null = null;
  for (const entry of links) if (score(entry) >= 0 && (best === null || score(entry) > score(best))) best = entry;
  return best?.id ?? null;
}
