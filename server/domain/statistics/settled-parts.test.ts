import { describe, expect, it } from 'vitest';
import { countNew, SettledParts, type SettledPart } from './settled-parts.ts';

const part = (version: string, clients: number): SettledPart => ({
  version,
  classes: 1,
  places: 1,
  bookings: clients,
  attendance: 0,
  styles: new Map(),
  types: new Map(),
  male: Int32Array.from({ length: clients }, (_, i) => i + 1),
  female: new Int32Array(0),
});

describe('SettledParts', () => {
  it('keeps parts per tenant and key, and forgets one on request', () => {
    const parts = new SettledParts();
    parts.keep('default', 'a', part('1', 10));
    parts.keep('other', 'a', part('2', 10));
    expect(parts.get('default', 'a')?.version).toBe('1');
    expect(parts.get('other', 'a')?.version).toBe('2');
    parts.forget('default', 'a');
    expect(parts.get('default', 'a')).toBeUndefined();
    expect(parts.size.parts).toBe(1);
  });

  it('stays within its weight, dropping the part used longest ago', () => {
    // each part weighs its 1,000 ids and 64 for the rest
    const parts = new SettledParts(3 * 1064);
    parts.keep('default', 'a', part('1', 1000));
    parts.keep('default', 'b', part('1', 1000));
    parts.keep('default', 'c', part('1', 1000));
    expect(parts.get('default', 'a')).toBeDefined();
    parts.keep('default', 'd', part('1', 1000));
    expect(parts.get('default', 'b')).toBeUndefined();
    expect(['a', 'c', 'd'].map((key) => parts.get('default', key) !== undefined)).toEqual([true, true, true]);
    expect(parts.size).toEqual({ parts: 3, weight: 3 * 1064 });
    // a part heavier than the whole budget is not kept, and replaces nothing
    parts.keep('default', 'e', part('1', 4000));
    expect(parts.size.parts).toBe(3);
  });
});

describe('countNew', () => {
  it('counts the ids not among the known ones', () => {
    const known = Int32Array.from([2, 4, 6, 8]);
    expect(countNew(Int32Array.from([1, 2, 3, 8, 9]), known)).toBe(3);
    expect(countNew(Int32Array.from([2, 4]), known)).toBe(0);
    expect(countNew(Int32Array.from([1, 10]), new Int32Array(0))).toBe(2);
    expect(countNew(new Int32Array(0), known)).toBe(0);
  });
});
