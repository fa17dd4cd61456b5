import { describe, expect, it } from 'vitest';
import { createRepeatGuard } from './repeat-guard.ts';

describe('repeat guard', () => {
  it('acts once on a card held in front of the camera, again after it was away, and at once on another card', () => {
    let now = 0;
    const pass = createRepeatGuard(4000, () => now);
    expect(pass('A')).toBe(true);
    for (now = 500; now <= 10_000; now += 500) expect(pass('A')).toBe(false);
    now = 15_000;
    expect(pass('A')).toBe(true);
    now = 15_100;
    expect(pass('B')).toBe(true);
    now = 15_200;
    expect(pass('A')).toBe(true);
  });
});
