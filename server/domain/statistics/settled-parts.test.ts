import { describe, expect, it } from 'vitest';
import { countNew, settledAndSince, SettledParts, type VersionedPart } from './settled-parts.ts';

type Part = VersionedPart & { ids: number };
const part = (version: string, ids: number, settled = true): Part => ({ version, settled, names: ['kept?'], ids });
const weighed = (maxWeight = 1_000_000) => new SettledParts<Part>((p) => p.ids + 64, maxWeight);

describe('SettledParts', () => {
  it('keeps parts per tenant and key, and forgets one on request', () => {
    const parts = weighed();
    parts.keep('default', 'a', part('1', 10));
    parts.keep('fitness', 'a', part('2', 10));
    expect(parts.get('default', 'a')?.version).toBe('1');
    expect(parts.get('fitness', 'a')?.version).toBe('2');
    parts.forget('default', 'a');
    expect(parts.get('default', 'a')).toBeUndefined();
    expect(parts.size.parts).toBe(1);
  });

  it('stays within its weight, dropping the part used longest ago', () => {
    const parts = weighed(3 * 1064);
    for (const key of ['a', 'b', 'c']) parts.keep('default', key, part('1', 1000));
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

describe('settledAndSince', () => {
  const reads = (settled: Part, since: Part) => {
    const calls: string[] = [];
    return {
      calls,
      read: {
        settled: async () => (calls.push('settled'), settled),
        since: async (kept: Part | undefined) => (calls.push(`since ${kept?.version ?? '-'}`), since),
      },
    };
  };

  it('reads the settled part once, keeps it without names, and serves it while the version holds', async () => {
    const parts = weighed();
    const first = reads(part('7', 5), part('7', 1));
    expect((await settledAndSince(parts, 'default', 'k', first.read)).settled.names).toEqual(['kept?']);
    expect(first.calls).toEqual(['since -', 'settled']);
    const second = reads(part('7', 5), part('7', 1));
    const answer = await settledAndSince(parts, 'default', 'k', second.read);
    expect(second.calls).toEqual(['since 7']);
    expect(answer.settled).toMatchObject({ version: '7', names: [] });
  });

  it('reads it again under a new version, and keeps nothing read across a write or ahead of the clock', async () => {
    const parts = weighed();
    await settledAndSince(parts, 'default', 'k', reads(part('7', 5), part('7', 1)).read);
    const changed = reads(part('8', 6), part('8', 1));
    expect((await settledAndSince(parts, 'default', 'k', changed.read)).settled.ids).toBe(6);
    expect(changed.calls).toEqual(['since 7', 'settled']);
    // a write between the two reads: answered, not kept
    await settledAndSince(parts, 'default', 'k', reads(part('10', 7), part('9', 1)).read);
    expect(parts.get('default', 'k')).toBeUndefined();
    await settledAndSince(parts, 'default', 'k', reads(part('10', 7, false), part('10', 1)).read);
    expect(parts.get('default', 'k')).toBeUndefined();
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
