import { describe, expect, it } from 'vitest';
import { defaultPageRules } from '../api/contract/page.ts';
import { currentMenuEntry, menuItems, type MenuItem } from './menu-entries.ts';

const ids = (items: MenuItem[]) =>
  items.flatMap((item) =>
    item.kind === 'link' ? [item.link.id] : [item.group.subMenu, ...item.group.links.map((link) => link.id)],
  );
const viewer = { isLoggedIn: true, isTrainer: false, isAdmin: false, rules: defaultPageRules };

describe('menu entries by role and page rules', () => {
  it('a member sees the timetable at the top level, the other entries in sub-menus, no trainer or admin ones', () => {
    expect(ids(menuItems(viewer))).toEqual([
      'home',
      'timetable',
      'workouts',
      'entry',
      'calendar',
      'pool',
      'contract',
      'contracts',
      'invoices',
      'vouchers',
      'statistics',
      'profile',
    ]);
  });

  it('a trainer gets the trainer sub-menu, an admin the admin timetable', () => {
    expect(ids(menuItems({ ...viewer, isTrainer: true }))).toEqual(
      expect.arrayContaining(['trainer', 'trainerTimetable', 'personalTrainings', 'scanner']),
    );
    expect(ids(menuItems({ ...viewer, isAdmin: true }))).toContain('adminTimetable');
    expect(ids(menuItems(viewer))).not.toContain('adminTimetable');
  });

  it('an admin gets the admin sub-menu with the rooms by week, the outbox and the waiting lists; nobody else does', () => {
    expect(ids(menuItems({ ...viewer, isAdmin: true }))).toEqual(
      expect.arrayContaining(['admin', 'roomsWeek', 'outbox', 'waitingLists', 'auditLog']),
    );
    expect(ids(menuItems({ ...viewer, isTrainer: true }))).not.toContain('outbox');
    expect(ids(menuItems({ ...viewer, isTrainer: true }))).not.toContain('waitingLists');
    expect(currentMenuEntry(menuItems({ ...viewer, isAdmin: true }), '/admin-outbox', {})).toBe('outbox');
    expect(currentMenuEntry(menuItems({ ...viewer, isAdmin: true }), '/admin-waiting-list', {})).toBe('waitingLists');
    expect(ids(menuItems({ ...viewer, isTrainer: true }))).not.toContain('strikeRules');
    expect(currentMenuEntry(menuItems({ ...viewer, isAdmin: true }), '/admin-strikes', {})).toBe('strikeRules');
    expect(ids(menuItems({ ...viewer, isTrainer: true }))).not.toContain('standingRules');
    expect(currentMenuEntry(menuItems({ ...viewer, isAdmin: true }), '/admin-standing', {})).toBe('standingRules');
    expect(ids(menuItems({ ...viewer, isTrainer: true }))).not.toContain('privacy');
    expect(currentMenuEntry(menuItems({ ...viewer, isAdmin: true }), '/admin-privacy', {})).toBe('privacy');
  });

  it('menu.isInvoiceHidden hides invoices', () => {
    const rules = { ...defaultPageRules, menu: { isInvoiceHidden: true, isLanguageHidden: false } };
    expect(ids(menuItems({ ...viewer, rules }))).not.toContain('invoices');
  });

  it('a visitor sees the public pages and log in', () => {
    expect(ids(menuItems({ ...viewer, isLoggedIn: false }))).toEqual([
      'publicTimetable',
      'publicVouchers',
      'tickets',
      'login',
    ]);
  });

  it('highlights the entry of the page on screen, however it was reached', () => {
    const items = menuItems(viewer);
    expect(currentMenuEntry(items, '/', {})).toBe('home');
    expect(currentMenuEntry(items, '/calendar', { date: '2026-11-23' })).toBe('timetable');
    expect(currentMenuEntry(items, '/calendar', { filter: 'pool', date: '2026-11-23' })).toBe('pool');
    expect(currentMenuEntry(items, '/invoices/12', {})).toBe('invoices');
    expect(currentMenuEntry(items, '/workouts/', {})).toBe('workouts');
    expect(currentMenuEntry(items, '/nowhere', {})).toBeNull();
  });
});
