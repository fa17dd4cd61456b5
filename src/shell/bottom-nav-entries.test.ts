import { describe, expect, it } from 'vitest';
import { bottomNavEntries, currentBottomNavEntry } from './bottom-nav-entries.ts';

const member = { isLoggedIn: true, isTrainer: false, isAdmin: false };
const paths = (viewer: typeof member) => bottomNavEntries(viewer).map((entry) => entry.to);

describe('the bottom navigation per role', () => {
  it("holds each role's daily places", () => {
    expect(paths(member)).toEqual(['/', '/calendar', '/workouts', '/entry']);
    expect(paths({ ...member, isTrainer: true })).toEqual(['/', '/trainer-calendar', '/scanner']);
    expect(paths({ ...member, isAdmin: true })).toEqual(['/', '/admin-calendar', '/admin-rooms-week', '/admin-outbox']);
    expect(paths({ ...member, isLoggedIn: false })).toEqual(['/public', '/public/vouchers', '/tickets', '/login']);
  });

  it('marks the place on screen, also a page below it, and home only on home', () => {
    const entries = bottomNavEntries(member);
    expect(currentBottomNavEntry(entries, '/')).toBe('home');
    expect(currentBottomNavEntry(entries, '/calendar/')).toBe('timetable');
    expect(currentBottomNavEntry(entries, '/entry')).toBe('entry');
    expect(currentBottomNavEntry(entries, '/profile')).toBeNull();
    const trainer = bottomNavEntries({ ...member, isTrainer: true });
    expect(currentBottomNavEntry(trainer, '/trainer-calendar')).toBe('trainerTimetable');
    expect(currentBottomNavEntry(trainer, '/calendar')).toBeNull();
    const visitor = bottomNavEntries({ ...member, isLoggedIn: false });
    expect(currentBottomNavEntry(visitor, '/public/vouchers')).toBe('publicVouchers');
  });
});
