import { describe, expect, it } from 'vitest';
import type { AvailabilityConflict } from '../../api/contract/admin.ts';
import { availabilityWindows, clashingClasses } from './hand-over-clashes.ts';

const k = (id: number, start: string, end: string) => ({ id, name: `Class ${id}`, start, end });
const busy = (trainingId: number, start: string, end: string): AvailabilityConflict => ({
  kind: 'trainer',
  id: 9,
  name: 'Andres Mets',
  trainingId,
  trainingName: 'Open gym',
  start,
  end,
});

describe('handing classes over', () => {
  it("asks for the new trainer's classes in windows the availability query accepts", () => {
    expect(availabilityWindows([])).toEqual([]);
    expect(
      availabilityWindows([
        k(1, '2026-03-12T08:00:00.000Z', '2026-03-12T09:00:00.000Z'),
        k(2, '2026-03-20T08:00:00.000Z', '2026-03-20T09:00:00.000Z'),
      ]),
    ).toEqual([{ from: '2026-03-12T08:00:00.000Z', to: '2026-03-20T09:00:00.000Z' }]);
    const far = availabilityWindows([
      k(1, '2026-01-01T08:00:00.000Z', '2026-01-01T09:00:00.000Z'),
      k(2, '2026-04-15T08:00:00.000Z', '2026-04-15T09:00:00.000Z'),
    ]);
    expect(far).toEqual([
      { from: '2026-01-01T08:00:00.000Z', to: '2026-03-02T08:00:00.000Z' },
      { from: '2026-03-02T08:00:00.000Z', to: '2026-04-15T09:00:00.000Z' },
    ]);
  });

  it("marks only the classes that overlap one of the new trainer's own", () => {
    const classes = [
      k(1, '2026-03-12T08:00:00.000Z', '2026-03-12T09:00:00.000Z'),
      k(2, '2026-03-12T10:00:00.000Z', '2026-03-12T11:00:00.000Z'),
    ];
    const conflicts = [
      busy(7, '2026-03-12T08:30:00.000Z', '2026-03-12T09:30:00.000Z'),
      // back to back is no clash
      busy(8, '2026-03-12T11:00:00.000Z', '2026-03-12T12:00:00.000Z'),
    ];
    expect([...clashingClasses(classes, conflicts)]).toEqual([1]);
  });
});
