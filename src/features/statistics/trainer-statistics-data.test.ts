import { describe, expect, it } from 'vitest';
import { trainerStatisticsData } from './trainer-statistics-data.ts';

describe("the trainer's statistics search, as the loader and the page read it", () => {
  it('defaults to a month of figures and the personal trainings of this month', () => {
    expect(trainerStatisticsData({}, '2026-02-11')).toEqual({
      period: 'month',
      range: { from: '2026-02-01', to: '2026-02-28' },
    });
  });

  it('keeps a chosen period and days', () => {
    expect(trainerStatisticsData({ period: 'last30', from: '2026-01-05', to: '2026-03-01' }, '2026-02-11')).toEqual({
      period: 'last30',
      range: { from: '2026-01-05', to: '2026-03-01' },
    });
  });

  it('takes this month while only one end of the days is given', () => {
    expect(trainerStatisticsData({ from: '2026-01-05' }, '2026-02-11').range).toEqual({
      from: '2026-02-01',
      to: '2026-02-28',
    });
  });
});
