import { describe, expect, it } from 'vitest';
import { barFractions, donutSlices, percentages } from './chart-geometry.ts';

describe('donutSlices', () => {
  it('gives no slices when there is nothing to show', () => {
    expect(donutSlices([], 100, 20)).toEqual([]);
    expect(donutSlices([0, 0], 100, 20)).toEqual([]);
  });
  it('splits the ring by share, skipping zeros and keeping the value index', () => {
    const slices = donutSlices([1, 0, 3], 100, 20);
    expect(slices.map((s) => s.index)).toEqual([0, 2]);
    expect(slices.map((s) => s.fraction)).toEqual([0.25, 0.75]);
    // The first quarter starts at 12 o'clock on the outer radius and ends at 3 o'clock.
    expect(slices[0]!.path).toBe('M 50 0 A 50 50 0 0 1 100 50 L 80 50 A 30 30 0 0 0 50 20 Z');
    // Three quarters need the large-arc flag.
    expect(slices[1]!.path).toContain('A 50 50 0 1 1');
  });
  it('draws a single value as a full ring of two halves', () => {
    const [slice] = donutSlices([5], 100, 20);
    expect(slice!.fraction).toBe(1);
    expect(slice!.path.match(/M /g)).toHaveLength(2);
  });
});

describe('barFractions and percentages', () => {
  it('scales bars to the longest', () => {
    expect(barFractions([2, 4, 0])).toEqual([0.5, 1, 0]);
    expect(barFractions([0, 0])).toEqual([0, 0]);
  });
  it('gives whole percentages that add up to 100', () => {
    expect(percentages([1, 1, 1])).toEqual([34, 33, 33]);
    expect(percentages([1, 3])).toEqual([25, 75]);
    expect(percentages([0, 0])).toEqual([0, 0]);
  });
});
