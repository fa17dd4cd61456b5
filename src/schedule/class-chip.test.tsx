import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { buildTraining } from '../test-support/build-training.ts';
import { ClassChip } from './class-chip.tsx';
import { ClassCard } from './class-card.tsx';
import type { TimetableRole } from './queries.ts';

// open for booking with places left: a member reads "… places left"
const training = buildTraining({
  bookedCount: 4,
  maxPlaces: 12,
  waitingCount: 1,
  bookability: { action: 'book', reason: null, cancelUntil: null },
});
const now = Date.parse('2026-11-20T10:00:00Z');

const chip = (role: TimetableRole, over = {}) =>
  render(
    <I18nProvider i18n={i18n}>
      <ClassChip training={{ ...training, ...over }} now={now} onOpen={() => {}} role={role} />
    </I18nProvider>,
  );

afterEach(cleanup);

describe('the timetable as the admin sees it', () => {
  it('a chip shows the admin the counts only, a member the verdict', () => {
    chip('admin');
    const admin = screen.getByRole('button').getAttribute('aria-label') ?? '';
    expect(admin).toContain('Booked 4 of 12, waiting 1');
    expect(admin).not.toMatch(/left/i);
    cleanup();
    chip('user');
    const member = screen.getByRole('button').getAttribute('aria-label') ?? '';
    expect(member).not.toContain('Booked 4 of 12');
    expect(member).toMatch(/left/i);
  });

  it('a cancelled class still says so to the admin', () => {
    chip('admin', { isCancelled: true });
    expect(screen.getByRole('button').getAttribute('aria-label')).toMatch(/cancelled/i);
  });

  it('a card shows the admin the counts, not "places left"', () => {
    render(
      <I18nProvider i18n={i18n}>
        <ClassCard training={training} role="admin" now={now} onOpen={() => {}} />
      </I18nProvider>,
    );
    expect(screen.getByRole('article').textContent).toContain('Booked 4 of 12, waiting 1');
    expect(screen.getByRole('article').textContent).not.toMatch(/left/i);
  });
});
